import type { PayrollDraft, PayrollDraftLine } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { mergeAnswer } from '../model/merge-answer';

const summary = {
  employees: 2,
  grossCents: 0,
  employeeTaxesCents: 0,
  employerTaxesCents: 0,
  deductionsCents: 0,
  reimbursementsCents: 0,
  netPayCents: 0,
  cashRequirementCents: 0,
};

const line = (employeeId: string, netPayCents: number): PayrollDraftLine => ({
  employeeId,
  firstName: employeeId,
  lastName: 'Test',
  paymentType: 'hourly',
  rateCents: 2000,
  regularHours: 0,
  overtimeHours: 0,
  excluded: false,
  earnings: [],
  deductions: [],
  grossCents: netPayCents,
  employeeTaxes: [],
  employerTaxes: [],
  netPayCents,
  deposits: [],
  readiness: [],
  memo: null,
});

const draft: PayrollDraft = {
  draftId: 'd1',
  companyId: 'c1',
  payGroupId: 'g1',
  payrollId: null,
  type: 'regular',
  offCycleReason: null,
  withholding: 'regular',
  periodStart: '2026-11-14',
  periodEnd: '2026-11-27',
  payDate: '2026-12-04',
  version: 4,
  summary,
  readiness: [{ code: 'payroll.pay_date_past', path: 'payDate', message: 'past' }],
  items: [line('a', 0), line('b', 0)],
  totalItems: 2,
  totalPages: 1,
};

describe('an update’s answer in the cached draft', () => {
  it('takes the new version, totals, readiness and the recomputed lines, keeping the others', () => {
    const merged = mergeAnswer(
      { draft, nextKey: null },
      {
        version: 5,
        summary: { ...summary, netPayCents: 61_000 },
        readiness: [],
        lines: [line('b', 61_000), line('z', 1)],
      },
    );
    expect(merged.nextKey).toBeNull();
    expect(merged.draft.version).toBe(5);
    expect(merged.draft.summary.netPayCents).toBe(61_000);
    expect(merged.draft.readiness).toEqual([]);
    expect(merged.draft.items.map((item) => [item.employeeId, item.netPayCents])).toEqual([
      ['a', 0],
      ['b', 61_000],
    ]);
  });
});
