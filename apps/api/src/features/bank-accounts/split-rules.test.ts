import { describe, expect, it } from 'vitest';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import {
  checkEmployeeSplit,
  checkFundingSplit,
  checkRemoval,
  storedSplitOf,
  type StoredSplit,
} from './split-rules';

const remainder: StoredSplit = {
  split_kind: 'remainder',
  split_amount_cents: null,
  split_basis_points: null,
};
const percent = (basisPoints: number): StoredSplit => ({
  split_kind: 'percentage',
  split_amount_cents: null,
  split_basis_points: basisPoints,
});
const amount = (cents: number): StoredSplit => ({
  split_kind: 'amount',
  split_amount_cents: cents,
  split_basis_points: null,
});

const failure = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, path: error.errors?.[0]?.path };
    throw error;
  }
  return undefined;
};

const fields = {
  bankName: 'B',
  accountType: 'checking' as const,
  routingNumber: '021000021',
  accountNumber: '1234',
};

describe('the split rules of an employee’s accounts', () => {
  it('stores percentages as basis points and amounts as cents', () => {
    expect(
      storedSplitOf({
        ...fields,
        amountOrPercentage: 'percentage',
        amountOrPercentageValue: 12.35,
      }),
    ).toEqual(percent(1_235));
    expect(
      storedSplitOf({ ...fields, amountOrPercentage: 'amount', amountOrPercentageValue: 2_500 }),
    ).toEqual(amount(2_500));
    expect(storedSplitOf(fields)).toEqual(remainder);
    expect(
      failure(() =>
        storedSplitOf({ ...fields, amountOrPercentage: 'amount', amountOrPercentageValue: 0.5 }),
      ),
    ).toEqual({
      code: 'bank_account.split_invalid',
      path: 'amountOrPercentageValue',
    });
  });

  it('makes the first account the remainder, and allows only one', () => {
    expect(failure(() => checkEmployeeSplit([], remainder))).toBeUndefined();
    expect(failure(() => checkEmployeeSplit([], amount(100)))).toEqual({
      code: 'bank_account.split_invalid',
      path: 'amountOrPercentage',
    });
    expect(failure(() => checkEmployeeSplit([remainder], remainder))).toEqual({
      code: 'bank_account.split_invalid',
      path: 'amountOrPercentage',
    });
    expect(failure(() => checkEmployeeSplit([remainder], amount(100)))).toBeUndefined();
  });

  it('keeps the percentages at 100 at most', () => {
    expect(
      failure(() => checkEmployeeSplit([remainder, percent(6_000)], percent(4_000))),
    ).toBeUndefined();
    expect(failure(() => checkEmployeeSplit([remainder, percent(6_000)], percent(4_001)))).toEqual({
      code: 'bank_account.split_invalid',
      path: 'amountOrPercentageValue',
    });
  });

  it('allows five accounts at most', () => {
    const four = [remainder, amount(1), amount(2), percent(10)];
    expect(failure(() => checkEmployeeSplit(four, amount(3)))).toBeUndefined();
    expect(failure(() => checkEmployeeSplit([...four, amount(3)], amount(4)))).toEqual({
      code: 'bank_account.too_many',
      path: 'employeeId',
    });
  });

  it('deletes the remainder account only when it is the last', () => {
    expect(failure(() => checkRemoval([amount(5)], remainder))).toEqual({
      code: 'bank_account.remainder_required',
      path: undefined,
    });
    expect(failure(() => checkRemoval([], remainder))).toBeUndefined();
    expect(failure(() => checkRemoval([remainder], amount(5)))).toBeUndefined();
  });

  it('does not split a funding account', () => {
    expect(failure(() => checkFundingSplit(fields))).toBeUndefined();
    expect(
      failure(() => checkFundingSplit({ ...fields, amountOrPercentage: 'remainder' })),
    ).toBeUndefined();
    expect(
      failure(() =>
        checkFundingSplit({
          ...fields,
          amountOrPercentage: 'percentage',
          amountOrPercentageValue: 10,
        }),
      ),
    ).toEqual({
      code: 'bank_account.split_invalid',
      path: 'amountOrPercentage',
    });
  });
});
