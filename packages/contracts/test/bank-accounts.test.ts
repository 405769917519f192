import { describe, expect, it } from 'vitest';
import {
  createBankAccountRequestSchema,
  isValidRoutingNumber,
  routingNumberSchema,
  splitValueProblem,
} from '../src';

// Published routing numbers: Federal Reserve Bank of Boston, JPMorgan Chase (New York),
// Wells Fargo (California), Bank of America (Virginia).
const published = ['011000015', '021000021', '122105155', '051000017'];

const withDigit = (value: string, index: number, digit: number) =>
  `${value.slice(0, index)}${digit}${value.slice(index + 1)}`;

describe('the ABA routing number check', () => {
  it('accepts published routing numbers', () => {
    for (const number of published) expect(isValidRoutingNumber(number), number).toBe(true);
  });

  it('refuses every number one digit up or down from a published one, at every position', () => {
    for (const number of published) {
      for (let index = 0; index < 9; index += 1) {
        const digit = Number(number[index]);
        for (const changed of [(digit + 1) % 10, (digit + 9) % 10]) {
          const mutated = withDigit(number, index, changed);
          expect(isValidRoutingNumber(mutated), mutated).toBe(false);
        }
      }
    }
  });

  it('refuses any other digit at any position too (the weights 3, 7, 1 are prime to 10)', () => {
    const [number = ''] = published;
    for (let index = 0; index < 9; index += 1) {
      for (let digit = 0; digit < 10; digit += 1) {
        if (String(digit) === number[index]) continue;
        expect(isValidRoutingNumber(withDigit(number, index, digit))).toBe(false);
      }
    }
  });

  it('refuses anything but nine digits, and says the check digit fails', () => {
    for (const text of ['', '02100002', '0210000211', '02100002a', '021 00021']) {
      expect(isValidRoutingNumber(text), text).toBe(false);
    }
    const result = routingNumberSchema.safeParse('021000022');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/check digit fails/);
  });
});

describe('the create request of a bank account', () => {
  const base = {
    companyId: '019ac1d4-7b2e-7c3a-9f10-0000000000c1',
    employeeId: '019ac1d4-7b2e-7c3a-9f10-0000000000e1',
    bankName: 'First Bank',
    accountType: 'checking',
    routingNumber: '021000021',
    accountNumber: '12345678',
  };
  const pathsOf = (body: Record<string, unknown>) => {
    const result = createBankAccountRequestSchema.safeParse({ ...base, ...body });
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('accepts each split kind with a fitting value', () => {
    expect(pathsOf({})).toEqual([]);
    expect(pathsOf({ amountOrPercentage: 'remainder' })).toEqual([]);
    expect(pathsOf({ amountOrPercentage: 'amount', amountOrPercentageValue: 1 })).toEqual([]);
    expect(pathsOf({ amountOrPercentage: 'percentage', amountOrPercentageValue: 0.01 })).toEqual(
      [],
    );
    expect(pathsOf({ amountOrPercentage: 'percentage', amountOrPercentageValue: 100 })).toEqual([]);
    expect(pathsOf({ amountOrPercentage: 'percentage', amountOrPercentageValue: 12.5 })).toEqual(
      [],
    );
  });

  it('names the value when it does not fit its kind', () => {
    const value = ['amountOrPercentageValue'];
    expect(pathsOf({ amountOrPercentage: 'amount' })).toEqual(value);
    expect(pathsOf({ amountOrPercentage: 'amount', amountOrPercentageValue: 10.5 })).toEqual(value);
    expect(pathsOf({ amountOrPercentage: 'amount', amountOrPercentageValue: 0 })).toEqual(value);
    expect(pathsOf({ amountOrPercentage: 'percentage', amountOrPercentageValue: 0 })).toEqual(
      value,
    );
    expect(pathsOf({ amountOrPercentage: 'percentage', amountOrPercentageValue: 100.01 })).toEqual(
      value,
    );
    expect(pathsOf({ amountOrPercentage: 'percentage', amountOrPercentageValue: 1.005 })).toEqual(
      value,
    );
    expect(pathsOf({ amountOrPercentage: 'remainder', amountOrPercentageValue: 5 })).toEqual(value);
    expect(splitValueProblem({ amountOrPercentageValue: 5 })).toMatch(/remainder/);
  });

  it('names the account number and routing number when they are wrong', () => {
    expect(pathsOf({ accountNumber: '123' })).toEqual(['accountNumber']);
    expect(pathsOf({ accountNumber: '123456789012345678' })).toEqual(['accountNumber']);
    expect(pathsOf({ accountNumber: '1234 5678' })).toEqual(['accountNumber']);
    expect(pathsOf({ routingNumber: '021000022' })).toEqual(['routingNumber']);
  });
});
