import { describe, expect, it } from 'vitest';
import {
  CHANGE_CODES,
  changeReasonOf,
  RETURN_REASON_CODES,
  returnReasonOf,
  returnTransactionCode,
} from '../src/index';

function codes(prefix: string, from: number, to: number): string[] {
  return Array.from(
    { length: to - from + 1 },
    (_, i) => prefix + String(from + i).padStart(2, '0'),
  );
}

describe('return reason codes', () => {
  it('holds exactly the codes NACHA defines from R01 to R85, none of the unassigned ones', () => {
    const defined = [
      ...codes('R', 1, 47),
      ...codes('R', 50, 53),
      'R61',
      'R62',
      ...codes('R', 67, 77),
      ...codes('R', 80, 85),
    ];
    expect(Object.keys(RETURN_REASON_CODES).sort()).toEqual(defined);
    for (const unassigned of [
      'R00',
      'R48',
      'R49',
      'R54',
      'R60',
      'R63',
      'R66',
      'R78',
      'R79',
      'R86',
    ]) {
      expect(returnReasonOf(unassigned)).toBeNull();
    }
  });

  it('gives every code a title', () => {
    for (const [code, title] of Object.entries(RETURN_REASON_CODES)) {
      expect(returnReasonOf(code)).toBe(title);
      expect(title.trim()).toBe(title);
      expect(title.length).toBeGreaterThan(5);
    }
    expect(returnReasonOf('R01')).toBe('Insufficient Funds');
    expect(returnReasonOf('R02')).toBe('Account Closed');
    expect(returnReasonOf('R03')).toBe('No Account/Unable to Locate Account');
    expect(returnReasonOf('R04')).toBe('Invalid Account Number Structure');
    expect(returnReasonOf('R15')).toBe(
      'Beneficiary or Account Holder (Other Than a Representative Payee) Deceased',
    );
  });

  it('knows nothing of other strings, inherited names included', () => {
    for (const name of ['', 'r01', 'R1', 'toString', '__proto__', 'constructor', 'R011']) {
      expect(returnReasonOf(name)).toBeNull();
      expect(changeReasonOf(name)).toBeNull();
    }
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(RETURN_REASON_CODES)).toBe(true);
    expect(Object.isFrozen(CHANGE_CODES)).toBe(true);
  });
});

describe('change codes', () => {
  it('holds the NOC codes C01-C14 and the refused-NOC codes C61-C69', () => {
    expect(Object.keys(CHANGE_CODES).sort()).toEqual([...codes('C', 1, 14), ...codes('C', 61, 69)]);
    expect(changeReasonOf('C01')).toBe('Incorrect DFI Account Number');
    expect(changeReasonOf('C02')).toBe('Incorrect Routing Number');
    expect(changeReasonOf('C05')).toBe('Incorrect Transaction Code');
    expect(changeReasonOf('C15')).toBeNull();
  });
});

describe('returnTransactionCode', () => {
  it('turns an original entry code into the code of its return or NOC', () => {
    const pairs = [22, 23, 24, 27, 28, 29, 32, 33, 34, 37, 38, 39, 42, 47, 52, 55].map((c) => [
      c,
      returnTransactionCode(c),
    ]);
    expect(pairs).toEqual([
      [22, 21],
      [23, 21],
      [24, 21],
      [27, 26],
      [28, 26],
      [29, 26],
      [32, 31],
      [33, 31],
      [34, 31],
      [37, 36],
      [38, 36],
      [39, 36],
      [42, 41],
      [47, 46],
      [52, 51],
      [55, 56],
    ]);
  });
});
