import type { PayrollDraftLine } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { parseHoursText, formatHours } from '../model/hours';
import { addChange, deductionsWith, draftUpdate, lineValues } from '../model/line-edit';
import { parseLineMoney } from '../model/money-cell';

const line: PayrollDraftLine = {
  employeeId: 'e1',
  firstName: 'Ana',
  lastName: 'Diaz',
  paymentType: 'hourly',
  rateCents: 2500,
  regularHours: 40,
  overtimeHours: 2.5,
  excluded: false,
  earnings: [
    { code: 'hourly', label: 'Regular', hours: 40, rateCents: 2500, amountCents: 100_000 },
    { code: 'bonus', label: 'Bonus', hours: null, rateCents: null, amountCents: 15_000 },
  ],
  deductions: [
    { kind: '401k', label: '401(k)', amountCents: 5_000 },
    { kind: 'postTax', label: 'Loan', amountCents: 2_000 },
  ],
  grossCents: 124_375,
  employeeTaxes: [],
  employerTaxes: [],
  netPayCents: 100_000,
  deposits: [],
  readiness: [],
  memo: null,
};

describe('a line edit becomes a draft update', () => {
  it('reads the editable values of a line as the server computed it', () => {
    expect(lineValues(line)).toEqual({
      excluded: false,
      regularHours: 40,
      overtimeHours: 2.5,
      bonusCents: 15_000,
      commissionCents: 0,
      reimbursementCents: 0,
      deductionCents: 2_000,
    });
  });

  it('sends only the fields changed, per employee, with the version read', () => {
    let pending = addChange({}, 'e1', { regularHours: 38 });
    pending = addChange(pending, 'e2', { bonusCents: 50_000 });
    pending = addChange(pending, 'e1', { regularHours: 36.5, excluded: true });
    expect(draftUpdate(7, pending)).toEqual({
      version: 7,
      lines: [
        { employeeId: 'e1', regularHours: 36.5, excluded: true },
        { employeeId: 'e2', bonusCents: 50_000 },
      ],
    });
  });

  it('leaves out employees whose changes are empty', () => {
    expect(draftUpdate(3, { e1: {} }).lines).toEqual([]);
  });

  it('replaces only the editor’s deduction and keeps the others', () => {
    expect(deductionsWith(line.deductions, 3_500, 'Deduction')).toEqual([
      { kind: '401k', label: '401(k)', amountCents: 5_000 },
      { kind: 'postTax', label: 'Deduction', amountCents: 3_500 },
    ]);
    expect(deductionsWith(line.deductions, 0, 'Deduction')).toEqual([
      { kind: '401k', label: '401(k)', amountCents: 5_000 },
    ]);
  });
});

describe('hours and money typed in a line', () => {
  it('accepts hours with at most two decimals, in either decimal mark', () => {
    expect(parseHoursText('38.25')).toEqual({ ok: true, value: 38.25 });
    expect(parseHoursText('38,5')).toEqual({ ok: true, value: 38.5 });
    expect(parseHoursText('')).toEqual({ ok: true, value: 0 });
    expect(parseHoursText('0.1')).toEqual({ ok: true, value: 0.1 });
  });

  it('refuses negative, too many decimals, too many hours and words', () => {
    expect(parseHoursText('-1')).toEqual({ ok: false, errorId: 'payroll.line.error.hours' });
    expect(parseHoursText('1.255')).toEqual({
      ok: false,
      errorId: 'payroll.line.error.hoursDecimals',
    });
    expect(parseHoursText('1000')).toEqual({ ok: false, errorId: 'payroll.line.error.hours' });
    expect(parseHoursText('ten')).toEqual({ ok: false, errorId: 'payroll.line.error.hours' });
  });

  it('shows hours with at most two decimals in the locale', () => {
    expect(formatHours(38.5, 'en')).toBe('38.5');
    expect(formatHours(38.5, 'fr')).toBe('38,5');
    expect(formatHours(40, 'en')).toBe('40');
  });

  it('reads money in the locale as integer cents, empty as zero', () => {
    expect(parseLineMoney('1,234.56', 'en')).toEqual({ ok: true, value: 123_456 });
    expect(parseLineMoney('1 234,56', 'fr')).toEqual({ ok: true, value: 123_456 });
    expect(parseLineMoney('', 'en')).toEqual({ ok: true, value: 0 });
    expect(parseLineMoney('0.29', 'en')).toEqual({ ok: true, value: 29 });
    expect(parseLineMoney('-5', 'en')).toEqual({ ok: false, errorId: 'payroll.line.error.money' });
  });
});
