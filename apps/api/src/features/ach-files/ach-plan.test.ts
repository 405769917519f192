import { validateAch, writeAch } from '@paydesk/ach';
import { describe, expect, it } from 'vitest';
import { buildAchModel } from './ach-model';
import {
  companyIdentificationOf,
  effectiveDateOf,
  individualIdOf,
  planAchFile,
  previewOf,
} from './ach-plan';
import { nextFileIdModifier } from './file-limits';
import type { PaymentToPay, PayrollToPay } from './ach-source-repository';

const payroll = (id: string, companyId: string, payDate: string): PayrollToPay => ({
  id,
  company_id: companyId,
  status: 'approved',
  ach_file_id: null,
  pay_date: payDate,
  company_name: `Company ${companyId}`,
  federal_ein: '12-3456789',
});

const payment = (
  id: string,
  payrollId: string,
  deposits: { bankAccountId: string; amountCents: number }[],
  name = ['Zoë', 'Nguyễn'],
): PaymentToPay => ({
  id,
  payroll_id: payrollId,
  employee_id: `01a21002-f865-76fe-aa55-${id.padStart(12, '0')}`,
  first_name: name[0]!,
  last_name: name[1]!,
  deposits: JSON.stringify(deposits),
  employee_number: null,
});

const origin = {
  immediateDestination: '021000021',
  immediateDestinationName: 'DEMO BANK',
  immediateOrigin: '1987654320',
  immediateOriginName: 'PAYDESK',
  odfiRouting: '021000021',
};

describe('the plan of an ACH file', () => {
  it('moves a passed pay date to the next business day, over a holiday, with a warning', () => {
    // Wednesday 25 November 2026; Thursday the 26th is Thanksgiving.
    expect(effectiveDateOf('2026-11-20', '2026-11-25')).toBe('2026-11-27');
    expect(effectiveDateOf('2026-11-25', '2026-11-25')).toBe('2026-11-25');
    const plan = planAchFile([payroll('p1', 'c1', '2026-11-20')], [], '2026-11-25');
    expect(plan.effectiveEntryDate).toBe('2026-11-27');
    expect(plan.warnings.map((warning) => warning.code)).toEqual([
      'ach.pay_date_passed',
      'ach.no_entries',
    ]);
    expect(plan.warnings[0]!.message).toContain('p1');
  });

  it('settles a pay date the banks are closed on the business day before, with a warning', () => {
    // Saturday 12 and Friday 25 (Christmas) December 2026, read on Tuesday 1 December.
    expect(effectiveDateOf('2026-12-12', '2026-12-01')).toBe('2026-12-11');
    expect(effectiveDateOf('2026-12-25', '2026-12-01')).toBe('2026-12-24');
    // Read on the Saturday itself: the Friday has passed, so the next business day.
    expect(effectiveDateOf('2026-12-12', '2026-12-12')).toBe('2026-12-14');
    const plan = planAchFile([payroll('p1', 'c1', '2026-12-25')], [], '2026-12-01');
    expect(plan.effectiveEntryDate).toBe('2026-12-24');
    expect(plan.warnings.map((warning) => warning.code)).toEqual([
      'ach.pay_date_not_business_day',
      'ach.no_entries',
    ]);
  });

  it('makes one batch per company, dated by its earliest payroll, and leaves out check payments', () => {
    const plan = planAchFile(
      [
        payroll('p1', 'c1', '2026-12-04'),
        payroll('p2', 'c2', '2026-11-30'),
        payroll('p3', 'c1', '2026-12-02'),
      ],
      [
        payment('s1', 'p1', [
          { bankAccountId: 'a1', amountCents: 60_000 },
          { bankAccountId: 'a2', amountCents: 40_000 },
        ]),
        payment('s2', 'p1', []),
        payment('s3', 'p2', [{ bankAccountId: 'a3', amountCents: 5_000 }]),
        payment('s4', 'p3', [{ bankAccountId: 'a4', amountCents: 0 }]),
      ],
      '2026-11-25',
    );
    expect(
      plan.batches.map((batch) => [batch.companyId, batch.payrollIds, batch.effectiveEntryDate]),
    ).toEqual([
      ['c1', ['p1', 'p3'], '2026-12-02'],
      ['c2', ['p2'], '2026-11-30'],
    ]);
    expect(plan.warnings.map((warning) => warning.code)).toEqual(['ach.pay_dates_differ']);
    expect(previewOf(plan)).toMatchObject({
      effectiveEntryDate: '2026-11-30',
      entryCount: 5,
      totalCreditCents: 105_000,
      totalDebitCents: 105_000,
    });
    expect(plan.batches[0]!.credits[0]).toMatchObject({ individualName: 'ZOE NGUYEN' });
  });

  it('identifies people by their number, else the random end of their id, and companies by EIN', () => {
    expect(individualIdOf({ employee_id: 'x', employee_number: 'e-0042' })).toBe('E-0042');
    expect(
      individualIdOf({
        employee_id: '01a21002-f865-76fe-aa55-f08ec9bde602',
        employee_number: null,
      }),
    ).toBe('A55F08EC9BDE602');
    expect(companyIdentificationOf('12-3456789')).toBe('1123456789');
  });
});

describe('the NACHA model of a plan', () => {
  const plan = planAchFile(
    [payroll('p1', 'c1', '2026-12-04'), payroll('p2', 'c2', '2026-12-04')],
    [
      payment('s1', 'p1', [{ bankAccountId: 'a1', amountCents: 60_000 }]),
      payment('s2', 'p1', [{ bankAccountId: 'a2', amountCents: 40_000 }]),
      payment('s3', 'p2', [{ bankAccountId: 'a3', amountCents: 5_000 }]),
    ],
    '2026-11-25',
  );
  const account = (id: string, accountType: 'checking' | 'savings') => ({
    id,
    accountType,
    routingNumber: '071000013',
    accountNumber: `9000${id}`,
  });
  const input = {
    fileId: 'f1',
    plan,
    origin,
    createdAt: '2026-11-25T10:00:00.000Z',
    fileIdModifier: nextFileIdModifier(27, '2026-11-25T10:00:00.000Z'),
    previousSequence: 41,
    deposits: new Map([
      ['a1', account('a1', 'checking')],
      ['a2', account('a2', 'savings')],
      ['a3', account('a3', 'checking')],
    ]),
    funding: new Map([
      ['c1', account('f1', 'checking')],
      ['c2', account('f2', 'savings')],
    ]),
  };

  it('numbers traces on from the last one, each batch’s debit after its credits, balanced and valid', () => {
    const { file, entries } = buildAchModel(input);
    expect(file.fileIdModifier).toBe('1');
    expect(entries.map((entry) => [entry.trace_number, entry.kind, entry.pay_stub_id])).toEqual([
      ['021000020000042', 'credit', 's1'],
      ['021000020000043', 'credit', 's2'],
      ['021000020000044', 'debit', null],
      ['021000020000045', 'credit', 's3'],
      ['021000020000046', 'debit', null],
    ]);
    const text = writeAch(file);
    expect(validateAch(text, { requireBalanced: true })).toEqual({ valid: true, findings: [] });
    const lines = text.split('\n');
    const traces = lines.filter((line) => line.startsWith('6')).map((line) => line.slice(79, 94));
    expect(traces).toEqual(entries.map((entry) => entry.trace_number));
    expect(lines.filter((line) => line.startsWith('6')).map((line) => line.slice(1, 3))).toEqual([
      '22',
      '32',
      '27',
      '22',
      '37',
    ]);
  });

  it('refuses to run out of trace numbers', () => {
    expect(() => buildAchModel({ ...input, previousSequence: 9_999_998 })).toThrow(
      /trace sequence/,
    );
  });
});
