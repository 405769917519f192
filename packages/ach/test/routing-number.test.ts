import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber, routingCheckDigit } from '../src/index';

describe('routing number check digit (weights 3 7 1 3 7 1 3 7)', () => {
  it('computes the reference worked example: 23138010 → 4', () => {
    expect(routingCheckDigit('23138010')).toBe(4);
    expect(isValidRoutingNumber('231380104')).toBe(true);
  });

  it.each(['121042882', '021000021', '011000015', '031300012', '081000210'])(
    'accepts %s',
    (routing) => expect(isValidRoutingNumber(routing)).toBe(true),
  );

  it('gives 0, not 10, when the weighted sum is a multiple of 10', () => {
    // 1·3 + 0 + 0 + 0 + 0 + 0 + 0 + 1·7 = 10
    expect(routingCheckDigit('10000001')).toBe(0);
    expect(isValidRoutingNumber('100000010')).toBe(true);
  });

  it.each(['231380105', '23138010', '2313801040', '23138010X', 'ABCDEFGHI', ''])(
    'rejects %j',
    (value) => expect(isValidRoutingNumber(value)).toBe(false),
  );

  it('detects every single-digit change', () => {
    const base = '121042882';
    for (let i = 0; i < 9; i++) {
      for (let d = 0; d <= 9; d++) {
        const changed = base.slice(0, i) + String(d) + base.slice(i + 1);
        expect(isValidRoutingNumber(changed)).toBe(changed === base);
      }
    }
  });
});
