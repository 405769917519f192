import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money';

describe('money input', () => {
  it.each([
    ['1,234.56', 'en', 123456],
    ['$1234.5', 'en', 123450],
    ['12', 'en', 1200],
    ['0.07', 'en', 7],
    ['1 234,56', 'fr', 123456],
    ['1234,5', 'fr', 123450],
    ['12.50', 'fr', 1250],
    ['1.234,56', 'ro', 123456],
    ['1,234.56', 'zh', 123456],
  ] as const)('reads %s in %s as %i cents', (text, locale, cents) => {
    expect(parseMoneyInput(text, locale)).toEqual({ ok: true, cents });
  });

  it('reads empty text as no amount', () => {
    expect(parseMoneyInput('  ', 'en')).toEqual({ ok: true, cents: null });
  });

  it.each(['abc', '1.234', '12.345', '--5', '1e5'])('rejects %s', (text) => {
    expect(parseMoneyInput(text, 'en').ok).toBe(false);
  });

  it('rejects negative amounts unless asked for', () => {
    expect(parseMoneyInput('-5', 'en').ok).toBe(false);
    expect(parseMoneyInput('-5', 'en', true)).toEqual({ ok: true, cents: -500 });
  });

  it('round-trips cents through the editable text without floating point drift', () => {
    for (const cents of [0, 1, 10, 29, 1999, 123456789, 100000000001]) {
      for (const locale of ['en', 'fr', 'ro', 'zh'] as const) {
        expect(parseMoneyInput(formatMoneyInput(cents, locale), locale)).toEqual({
          ok: true,
          cents,
        });
      }
    }
  });
});
