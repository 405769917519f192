import { describe, expect, it } from 'vitest';
import { assertEnterable, changedInputs, enteredQuantity, normalisedInputs } from './line-inputs';
import { emptyInputs } from './line-types';

describe('a line’s inputs', () => {
  it('reads inputs stored one field per earning as earnings by code, in the vocabulary’s order', () => {
    const inputs = normalisedInputs({
      reimbursementCents: 2_000,
      regularHours: 40,
      overtimeHours: 0,
      bonusCents: 5_000,
      salaryCents: null,
      deductions: [],
      memo: 'old',
    } as Parameters<typeof normalisedInputs>[0]);
    expect(inputs).toEqual({
      earnings: [
        { code: 'hourly', hours: 40 },
        { code: 'bonus', amountCents: 5_000 },
        { code: 'reimbursement', amountCents: 2_000 },
      ],
      salaryCents: null,
      deductions: [],
      garnishments: [],
      memo: 'old',
    });
    expect(normalisedInputs(undefined)).toEqual(emptyInputs());
    expect(normalisedInputs(inputs)).toEqual(inputs);
  });

  it('applies a change through the draft fields and the earnings list alike', () => {
    const start = changedInputs(emptyInputs(), {
      employeeId: 'e1',
      regularHours: 80,
      earnings: [{ code: 'commission', amountCents: 9_000 }],
    });
    const next = changedInputs(start, {
      employeeId: 'e1',
      commissionCents: 0,
      earnings: [{ code: 'overtime', hours: 2.5 }],
      memo: 'overtime',
    });
    expect(next.earnings).toEqual([
      { code: 'hourly', hours: 80 },
      { code: 'overtime', hours: 2.5 },
    ]);
    expect(enteredQuantity(next, 'overtime')).toBe(2.5);
    expect(enteredQuantity(next, 'bonus')).toBe(0);
    expect(next.memo).toBe('overtime');
    expect(changedInputs(next, { employeeId: 'e1', salaryCents: 1 }).salaryCents).toBe(1);
  });

  it('refuses a time-off earning, naming where it was sent', () => {
    expect(() =>
      assertEnterable([{ employeeId: 'e1', earnings: [{ code: 'bonus', amountCents: 1 }] }]),
    ).not.toThrow();
    expect(() =>
      assertEnterable([
        {
          employeeId: 'e1',
          earnings: [
            { code: 'bonus', amountCents: 1 },
            { code: 'sick', hours: 4 },
          ],
        },
      ]),
    ).toThrow(
      expect.objectContaining({
        code: 'payroll_draft.earning_from_time_off',
        errors: [expect.objectContaining({ path: 'lines.e1.earnings.1.code' })],
      }),
    );
  });
});
