import {
  payLineCodes,
  payLineTexts,
  readerLanguages,
  usStateCodes,
  usStateNames,
  type PayLineRef,
} from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues, locales } from '../i18n/catalogues';
import { formattingLocales } from '../i18n/language-options';
import {
  codeText,
  payLineNamerOf,
  payLineTextsOf,
  readerLanguageOf,
  type PayLineCodeTexts,
} from './pay-line-names';

/** A page in `locale`, as react-intl reports it (the formatting tag). */
const page = (locale: (typeof locales)[number]) => ({ locale: formattingLocales[locale] });
const nameIn = (locale: (typeof locales)[number], line: PayLineRef) =>
  payLineNamerOf(page(locale))(line);

describe('the page’s language', () => {
  it('is read from react-intl’s formatting tag, a bare tag, or else English', () => {
    expect(locales.map((locale) => readerLanguageOf(page(locale)))).toEqual(locales);
    expect(readerLanguageOf({ locale: 'fr' })).toBe('fr');
    expect(readerLanguageOf({ locale: 'zh-TW' })).toBe('zh');
    expect(readerLanguageOf({ locale: 'de-DE' })).toBe('en');
  });
});

describe('pay lines named from the contracts’ catalogue', () => {
  it.each(locales)('names every code as the %s catalogue of the contracts does', (locale) => {
    const texts = payLineTexts[locale];
    for (const code of payLineCodes) {
      const text = texts.codes[code];
      if (text.includes('{')) continue;
      expect(nameIn(locale, { code, label: payLineTexts.en.codes[code] }), code).toBe(text);
    }
  });

  it('words the engine’s English labels in French, Romanian and Chinese', () => {
    expect(nameIn('fr', { code: 'federalIncomeTax', label: 'Federal income tax' })).toBe(
      'Impôt fédéral sur le revenu',
    );
    expect(nameIn('fr', { code: 'hourly', label: 'Regular pay' })).toBe('Heures normales');
    expect(nameIn('fr', { code: 'overtime', label: 'Overtime (1.5×)' })).toBe(
      'Heures supplémentaires (1,5×)',
    );
    expect(nameIn('ro', { code: '401k', label: '401(k)' })).toBe('401(k)');
    expect(nameIn('zh', { code: 'postTax', label: 'Post-tax deduction' })).toBe('税后扣款');
    expect(nameIn('zh', { code: 'socialSecurity', label: 'x' })).toBe('社会保障税');
  });

  it('names the state of a state tax from its jurisdiction, in the reader’s language', () => {
    const line: PayLineRef = {
      code: 'stateIncomeTax',
      label: 'California income tax',
      jurisdiction: { level: 'state', state: 'CA' },
    };
    expect(nameIn('en', line)).toBe('California income tax');
    expect(nameIn('fr', line)).toBe('Impôt sur le revenu de l’État (Californie)');
    expect(nameIn('zh', line)).toBe('州所得税 (加利福尼亚州)');
    const suta: PayLineRef = {
      code: 'suta',
      label: 'New York unemployment (SUTA)',
      jurisdiction: { level: 'state', state: 'NY' },
    };
    expect(nameIn('en', suta)).toBe('New York unemployment (SUTA)');
    expect(nameIn('ro', suta)).toBe('Șomaj de stat (New York) (SUTA)');
  });

  it('names a local income tax’s locality from its jurisdiction', () => {
    const line: PayLineRef = {
      code: 'localIncomeTax',
      label: 'New York City income tax',
      jurisdiction: { level: 'local', state: 'NY', localId: 'NYC' },
    };
    expect(nameIn('en', line)).toBe('New York City income tax');
    expect(nameIn('fr', line)).toBe('Impôt local sur le revenu (ville de New York)');
  });

  it.each(locales)('names every state as the %s screens do, without its code', (locale) => {
    const catalogue: Record<string, string> = catalogues[locale];
    for (const state of usStateCodes) {
      const text = nameIn(locale, {
        code: 'stateIncomeTax',
        label: 'not read',
        jurisdiction: { level: 'state', state },
      });
      expect(text).not.toContain(`(${state})`);
      expect(text).not.toBe('not read');
      expect(catalogue[`forms.usState.${state}`]).toBe(`${usStateNames[locale][state]} (${state})`);
      expect(text).toContain(usStateNames[locale][state]);
    }
  });

  it('keeps the worked days of a prorated salary', () => {
    const line: PayLineRef = {
      code: 'salary',
      label: 'Salary (3 of 10 working days)',
      proration: { workedDays: 3, workingDays: 10 },
    };
    expect(nameIn('en', line)).toBe('Salary (3 of 10 working days)');
    expect(nameIn('fr', line)).toBe('Salaire (3 jours ouvrés sur 10)');
  });

  it('keeps the server’s label for an unknown code and a state tax without its state', () => {
    expect(nameIn('fr', { code: 'PA_LST', label: 'Local services tax' })).toBe(
      'Local services tax',
    );
    expect(nameIn('fr', { code: 'tips', label: 'Tips' })).toBe('Tips');
    // A line stored before jurisdictions were kept: its label is all there is.
    expect(nameIn('fr', { code: 'stateIncomeTax', label: 'Illinois income tax' })).toBe(
      'Illinois income tax',
    );
  });

  it('keeps a deduction label a person typed', () => {
    expect(nameIn('zh', { code: 'postTax', label: 'Garnishment' })).toBe('Garnishment');
    expect(nameIn('fr', { code: 'postTax', label: 'Deduction' })).toBe('Deduction');
  });
});

describe('a code’s own text', () => {
  it.each(readerLanguages)('is the %s catalogue’s text', (language) => {
    const texts = payLineTextsOf(page(language));
    expect(texts).toBe(payLineTexts[language]);
    expect(codeText(texts, 'bonus')).toBe(payLineTexts[language].codes.bonus);
  });

  it('names a code added to the catalogue with no other edit', () => {
    const withTips: PayLineCodeTexts = {
      codes: { ...payLineTexts.fr.codes, testTips: 'Pourboires' },
    };
    expect(codeText(withTips, 'testTips')).toBe('Pourboires');
    expect(codeText(payLineTexts.fr, 'testTips')).toBe('testTips');
  });
});
