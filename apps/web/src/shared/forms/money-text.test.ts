import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/catalogues';
import { centsToMoneyText, moneyTextIn, moneyTextToCents } from './money-text';

describe('dollars as typed ↔ integer cents', () => {
  it.each([
    ['78000', 'en', 7_800_000],
    ['78,000.00', 'en', 7_800_000],
    ['0.29', 'en', 29],
    ['19.99', 'en', 1_999],
    ['1.1', 'en', 110],
    ['0.07', 'en', 7],
    ['3000', 'fr', 300_000],
    ['78 000,50', 'fr', 7_800_050],
    ['0,29', 'fr', 29],
    ['1.234,56', 'ro', 123_456],
    ['19,99', 'ro', 1_999],
    ['1,234.56', 'zh', 123_456],
  ] as const)('reads "%s" typed in %s as %i cents, with no float drift', (text, locale, cents) => {
    expect(moneyTextToCents({ text, locale })).toEqual({ ok: true, cents });
  });

  it('reads an empty field as no amount, and text that is not an amount as a failure', () => {
    expect(moneyTextToCents({ text: '  ', locale: 'en' })).toEqual({ ok: true, cents: null });
    for (const text of ['78k', '12.345', '-5', 'abc', '1e5']) {
      expect(moneyTextToCents({ text, locale: 'en' }).ok, text).toBe(false);
    }
  });

  it('writes cents back as editable dollars in the language', () => {
    expect(centsToMoneyText(300_000, 'en')).toEqual({ text: '3000.00', locale: 'en' });
    expect(centsToMoneyText(29, 'fr')).toEqual({ text: '0,29', locale: 'fr' });
    expect(centsToMoneyText(null, 'zh')).toEqual({ text: '', locale: 'zh' });
  });

  it('round-trips every amount up to 10 digits of cents in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.constantFrom(...locales),
        (cents, locale) => {
          expect(moneyTextToCents(centsToMoneyText(cents, locale))).toEqual({ ok: true, cents });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps reading text in the language it was typed in after the interface switches', () => {
    const typedInFrench = { text: '1234,56', locale: 'fr' as const };
    expect(moneyTextToCents(typedInFrench)).toEqual({ ok: true, cents: 123_456 });
    expect(moneyTextIn(typedInFrench, 'en')).toBe('1234.56');
    expect(moneyTextIn(typedInFrench, 'fr')).toBe('1234,56');
    expect(moneyTextIn({ text: 'oops', locale: 'fr' }, 'en')).toBe('oops');
  });
});
