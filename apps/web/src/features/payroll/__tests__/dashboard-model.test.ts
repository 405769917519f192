import type { PayGroup, PayPeriod, PayrollListItem } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { costSeries } from '../model/cost-series';
import { nextPayPeriod } from '../model/next-pay-period';

const summary = {
  employees: 2,
  grossCents: 100_000,
  employeeTaxesCents: 15_000,
  employerTaxesCents: 8_000,
  deductionsCents: 0,
  reimbursementsCents: 0,
  netPayCents: 85_000,
  cashRequirementCents: 108_000,
};

const payroll = (id: string, payDate: string, status: PayrollListItem['status']) =>
  ({
    id,
    companyId: 'c1',
    companyName: 'Lakeside Bakery LLC',
    payGroupId: 'g1',
    type: 'regular',
    offCycleReason: null,
    status,
    periodStart: payDate,
    periodEnd: payDate,
    payDate,
    memo: null,
    version: 1,
    summary: { ...summary, grossCents: Number(id.slice(1)) * 100 },
    achFileId: null,
    draftId: `d${id}`,
    createdAt: `${payDate}T00:00:00Z`,
  }) satisfies PayrollListItem;

const period = (payDate: string, status: PayPeriod['status']): PayPeriod => ({
  periodStart: payDate,
  periodEnd: payDate,
  payDate,
  scheduledPayDate: payDate,
  adjustment: null,
  holiday: null,
  submissionDeadline: payDate,
  status,
  draftId: status === 'draft' ? 'd1' : null,
  payrollId: null,
  taxYearMissing: null,
});

const group = (id: string) => ({ id, name: id }) as PayGroup;

describe('the owner dashboard', () => {
  it('charts the latest payrolls oldest first, without cancelled ones', () => {
    const points = costSeries([
      payroll('p3', '2026-12-18', 'approved'),
      payroll('p2', '2026-12-04', 'cancelled'),
      payroll('p1', '2026-11-20', 'paid'),
    ]);
    expect(points).toEqual([
      { payrollId: 'p1', payDate: '2026-11-20', grossCents: 100, employerTaxesCents: 8_000 },
      { payrollId: 'p3', payDate: '2026-12-18', grossCents: 300, employerTaxesCents: 8_000 },
    ]);
  });

  it('shows the earliest pay date still to run across pay groups', () => {
    const next = nextPayPeriod([
      {
        group: group('a'),
        periods: [period('2026-12-04', 'approved'), period('2026-12-18', 'upcoming')],
      },
      { group: group('b'), periods: [period('2026-12-11', 'draft')] },
    ]);
    expect(next?.group.id).toBe('b');
    expect(next?.period.payDate).toBe('2026-12-11');
    expect(
      nextPayPeriod([{ group: group('a'), periods: [period('2026-12-04', 'paid')] }]),
    ).toBeNull();
  });
});
