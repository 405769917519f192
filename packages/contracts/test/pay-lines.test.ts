import { describe, expect, it } from 'vitest';
import {
  earningCodes,
  earningInputs,
  namedLocalTaxIds,
  payLineCodes,
  payLineNamer,
  payLineNamerFor,
  usStateNames,
  payLineTexts,
  readerLanguages,
  timeOffEarningCodes,
  draftEarningFields,
  type PayLineCode,
} from '../src';

const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('the pay-line vocabulary', () => {
  it('names each code once', () => {
    expect(new Set(payLineCodes).size).toBe(payLineCodes.length);
  });

  it.each(readerLanguages)('gives every code a text in %s, and nothing else', (language) => {
    const { codes } = payLineTexts[language];
    const empty = payLineCodes.filter((code) => !codes[code]?.trim());
    expect(empty).toEqual([]);
    expect(Object.keys(codes).sort()).toEqual([...payLineCodes].sort());
  });

  it.each(readerLanguages)(
    'gives every locality and the prorated salary a text in %s',
    (language) => {
      const texts = payLineTexts[language];
      for (const id of namedLocalTaxIds) expect(texts.localities[id].trim(), id).not.toBe('');
      expect(placeholdersOf(texts.prorated)).toEqual(['line', 'worked', 'working']);
    },
  );

  it('puts the same placeholders in the same codes in every language', () => {
    const english = (code: PayLineCode) => placeholdersOf(payLineTexts.en.codes[code]);
    for (const language of readerLanguages) {
      for (const code of payLineCodes) {
        expect(placeholdersOf(payLineTexts[language].codes[code]), `${language} ${code}`).toEqual(
          english(code),
        );
      }
    }
    const placed = payLineCodes.filter((code) => english(code).length > 0);
    expect(placed.sort()).toEqual(['localIncomeTax', 'localServicesTax', 'stateIncomeTax', 'suta']);
    expect(english('localIncomeTax')).toEqual(['local']);
    expect(english('localServicesTax')).toEqual(['local']);
    expect(english('stateIncomeTax')).toEqual(['state']);
  });

  it('fills every placeholder when the line carries its jurisdiction', () => {
    for (const language of readerLanguages) {
      const name = payLineNamerFor(language);
      for (const code of payLineCodes) {
        const text = name({
          code,
          label: payLineTexts.en.codes[code],
          jurisdiction: { level: 'local', state: 'NY', localId: 'NYC' },
          proration: code === 'salary' ? { workedDays: 3, workingDays: 10 } : undefined,
        });
        expect(text, `${language} ${code}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('names each draft field’s earning and keeps time off out of them', () => {
    for (const code of Object.values(draftEarningFields)) {
      expect(earningCodes).toContain(code);
      expect(timeOffEarningCodes as readonly string[]).not.toContain(code);
    }
    for (const code of timeOffEarningCodes) expect(earningInputs[code]).toBe('hours');
  });

  it('names a code that only a copy of the catalogue holds, and keeps labels of unknown codes', () => {
    const texts = { ...payLineTexts.fr, codes: { ...payLineTexts.fr.codes, tips: 'Pourboires' } };
    const name = payLineNamer({ texts, stateNames: usStateNames.fr, engineTexts: payLineTexts.en });
    expect(name({ code: 'tips', label: 'Tips' })).toBe('Pourboires');
    expect(payLineNamerFor('fr')({ code: 'tips', label: 'Tips' })).toBe('Tips');
    expect(name({ code: 'stateIncomeTax', label: 'Illinois income tax' })).toBe(
      'Illinois income tax',
    );
    expect(name({ code: 'postTax', label: 'Loan' })).toBe('Loan');
    expect(name({ code: 'postTax', label: 'Post-tax deduction' })).toBe('Retenue après impôt');
  });
});
