import { payLineTexts, type PayrollDraftLine } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { codeText, type PayLineCodeTexts } from '@web/shared/pay-lines/pay-line-names';
import {
  earningColumns,
  payLineVocabulary,
  type EarningColumn,
  type EarningVocabulary,
} from '../model/earning-columns';
import { parseHoursText, formatHours } from '../model/hours';
import {
  addChange,
  columnChange,
  columnValue,
  deductionsWith,
  draftUpdate,
  lineValues,
} from '../model/line-edit';
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
      // Every other earning the vocabulary lets a draft line type, none entered on this line.
      earnings: Object.fromEntries(
        earningColumns()
          .filter((column) => column.key === column.code)
          .map((column) => [column.code, 0]),
      ),
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

/** The vocabulary with a hazard-pay earning in hours and tips as an amount, as a future one may be. */
const withHazard: EarningVocabulary = {
  ...payLineVocabulary,
  earningInputs: { ...payLineVocabulary.earningInputs, hazard: 'hours', tips: 'amount' },
};
const hazardTexts: PayLineCodeTexts = {
  codes: { ...payLineTexts.fr.codes, hazard: 'Prime de risque', tips: 'Pourboires' },
};
const columnOf = (columns: readonly EarningColumn[], key: string) => {
  const column = columns.find((candidate) => candidate.key === key);
  if (!column) throw new Error(`no column ${key}`);
  return column;
};

describe('the editor’s earning columns come from the pay-line vocabulary', () => {
  it('are the draft line’s named fields, then every other typed earning, hours before amounts', () => {
    const { earningInputs, draftEarningFields, timeOffEarningCodes } = payLineVocabulary;
    const named = Object.entries(draftEarningFields);
    const namedCodes: readonly string[] = Object.values(draftEarningFields);
    const timeOff: readonly string[] = timeOffEarningCodes;
    const expected = (['hours', 'amount'] as const).flatMap((input) => [
      ...named
        .filter(([, code]) => earningInputs[code] === input)
        .map(([key, code]) => [key, code, input]),
      ...Object.entries(earningInputs)
        .filter(([code, given]) => given === input && !namedCodes.includes(code))
        .filter(([code]) => !timeOff.includes(code))
        .map(([code]) => [code, code, input]),
    ]);
    const columns = earningColumns().map((column) => [column.key, column.code, column.input]);
    expect(columns).toEqual(expected);
    expect(columns.slice(0, 2)).toEqual([
      ['regularHours', 'hourly', 'hours'],
      ['overtimeHours', 'overtime', 'hours'],
    ]);
  });

  it('leave out the salary and time off, which are not typed on a draft line', () => {
    const codes = earningColumns().map((column) => column.code);
    for (const code of ['salary', ...payLineVocabulary.timeOffEarningCodes]) {
      expect(codes).not.toContain(code);
    }
  });

  it('take a code added to the vocabulary with no other edit, named by its text', () => {
    const columns = earningColumns(withHazard);
    const today = earningColumns();
    const lastHours = today.filter((column) => column.input === 'hours').length;
    // The new hours code closes the hours columns, the new amount code the amount columns.
    expect(columns.map((column) => column.key)).toEqual([
      ...today.slice(0, lastHours).map((column) => column.key),
      'hazard',
      ...today.slice(lastHours).map((column) => column.key),
      'tips',
    ]);
    expect(columnOf(columns, 'hazard')).toEqual({
      key: 'hazard',
      code: 'hazard',
      input: 'hours',
      field: null,
    });
    expect(codeText(hazardTexts, columnOf(columns, 'hazard').code)).toBe('Prime de risque');
  });

  it('read, change and send a new code’s hours or amount in the line’s earnings', () => {
    const columns = earningColumns(withHazard);
    const hazard = columnOf(columns, 'hazard');
    const tips = columnOf(columns, 'tips');
    const withHazardPay: PayrollDraftLine = {
      ...line,
      earnings: [
        ...line.earnings,
        { code: 'hazard', label: 'Hazard pay', hours: 8, rateCents: 2500, amountCents: 20_000 },
      ],
    };
    const values = lineValues(withHazardPay, withHazard);
    expect(values.earnings).toEqual({
      ...lineValues(line).earnings,
      hazard: 8,
      tips: 0,
    });
    expect(columnValue(values, hazard)).toBe(8);
    expect(columnValue(values, columnOf(columns, 'bonusCents'))).toBe(15_000);

    let pending = addChange({}, 'e1', columnChange(hazard, 7.5));
    pending = addChange(pending, 'e1', columnChange(tips, 1_250));
    pending = addChange(pending, 'e1', columnChange(columnOf(columns, 'regularHours'), 32));
    pending = addChange(pending, 'e1', columnChange(hazard, 6));
    expect(draftUpdate(4, pending, withHazard)).toEqual({
      version: 4,
      lines: [
        {
          employeeId: 'e1',
          regularHours: 32,
          earnings: [
            { code: 'hazard', hours: 6 },
            { code: 'tips', amountCents: 1_250 },
          ],
        },
      ],
    });
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
