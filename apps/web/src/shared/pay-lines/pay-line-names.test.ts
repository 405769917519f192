import { usStateCodes } from '@paydesk/contracts';
import { US_STATE_NAMES } from '@paydesk/engine/us-states';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues, locales, type Locale } from '../i18n/catalogues';
import { formatPayLine, stateName } from './format-pay-line';
import {
  earningCodes,
  engineDeductionLabels,
  payLineMessage,
  salaryProratedId,
  stateIncomeTaxId,
  stateUnemploymentId,
  taxCodes,
} from './pay-line-message';

const intlOf = (locale: Locale) =>
  createIntl({
    locale,
    messages: catalogues[locale],
    onError: (error) => {
      throw error;
    },
  });

const knownIds = [
  ...earningCodes.map((code) => `payLine.earning.${code}`),
  ...taxCodes.map((code) => `payLine.tax.${code}`),
  ...Object.keys(engineDeductionLabels).map((kind) => `payLine.deduction.${kind}`),
  salaryProratedId,
  stateIncomeTaxId,
  stateUnemploymentId,
];

describe('pay line messages', () => {
  it.each(locales)('every known code has a message in %s', (locale) => {
    const catalogue: Record<string, string> = catalogues[locale];
    const missing = knownIds.filter((id) => !catalogue[id]?.trim());
    expect(missing).toEqual([]);
  });

  it('every known code maps to its message', () => {
    for (const code of earningCodes) {
      expect(payLineMessage('earning', { code, label: 'x' })).toEqual({
        id: `payLine.earning.${code}`,
      });
    }
    for (const code of taxCodes.filter((code) => code !== 'suta')) {
      expect(payLineMessage('tax', { code, label: 'x' })).toEqual({ id: `payLine.tax.${code}` });
    }
    for (const [kind, label] of Object.entries(engineDeductionLabels)) {
      expect(payLineMessage('deduction', { code: kind, label })).toEqual({
        id: `payLine.deduction.${kind}`,
      });
    }
  });

  it('words the engine’s English labels in French, Romanian and Chinese', () => {
    const fr = intlOf('fr');
    expect(
      formatPayLine(fr, 'tax', { code: 'federalIncomeTax', label: 'Federal income tax' }),
    ).toBe('Impôt fédéral sur le revenu');
    expect(formatPayLine(fr, 'earning', { code: 'hourly', label: 'Regular pay' })).toBe(
      'Heures normales',
    );
    expect(formatPayLine(fr, 'earning', { code: 'overtime', label: 'Overtime (1.5×)' })).toBe(
      'Heures supplémentaires (1,5×)',
    );
    expect(formatPayLine(intlOf('ro'), 'deduction', { code: '401k', label: '401(k)' })).toBe(
      '401(k)',
    );
    expect(
      formatPayLine(intlOf('zh'), 'deduction', { code: 'postTax', label: 'Post-tax deduction' }),
    ).toBe('税后扣款');
    expect(formatPayLine(intlOf('zh'), 'tax', { code: 'socialSecurity', label: 'x' })).toBe(
      '社会保障税',
    );
  });

  it('names the state of a state income tax and of SUTA in the reader’s language', () => {
    const line = { code: 'stateIncomeTax', label: 'California income tax' };
    expect(payLineMessage('tax', line)).toEqual({ id: stateIncomeTaxId, stateCode: 'CA' });
    expect(formatPayLine(intlOf('en'), 'tax', line)).toBe('California income tax');
    expect(formatPayLine(intlOf('fr'), 'tax', line)).toBe(
      'Impôt sur le revenu de l’État (Californie)',
    );
    expect(formatPayLine(intlOf('zh'), 'tax', line)).toBe('州所得税 (加利福尼亚州)');
    const suta = { code: 'suta', label: 'New York unemployment (SUTA)' };
    expect(formatPayLine(intlOf('en'), 'tax', suta)).toBe('New York unemployment (SUTA)');
    expect(formatPayLine(intlOf('ro'), 'tax', suta)).toBe('Șomaj de stat (New York) (SUTA)');
  });

  it.each(locales)('names every state of the engine without its code in %s', (locale) => {
    const intl = intlOf(locale);
    for (const code of usStateCodes) {
      const line = { code: 'stateIncomeTax', label: `${US_STATE_NAMES[code] ?? ''} income tax` };
      expect(payLineMessage('tax', line)).toEqual({ id: stateIncomeTaxId, stateCode: code });
      const text = formatPayLine(intl, 'tax', line);
      expect(text).not.toContain(`(${code})`);
      expect(text).toContain(stateName(intl, code));
    }
  });

  it('keeps the worked days of a prorated salary', () => {
    const line = { code: 'salary', label: 'Salary (3 of 10 working days)' };
    expect(formatPayLine(intlOf('en'), 'earning', line)).toBe('Salary (3 of 10 working days)');
    expect(formatPayLine(intlOf('fr'), 'earning', line)).toBe('Salaire (3 jours ouvrés sur 10)');
  });

  it('falls back to the server’s label for an unknown code', () => {
    const fr = intlOf('fr');
    expect(formatPayLine(fr, 'tax', { code: 'PA_LST', label: 'Local services tax' })).toBe(
      'Local services tax',
    );
    expect(formatPayLine(fr, 'earning', { code: 'tips', label: 'Tips' })).toBe('Tips');
    expect(formatPayLine(fr, 'tax', { code: 'stateIncomeTax', label: 'Atlantis income tax' })).toBe(
      'Atlantis income tax',
    );
  });

  it('keeps a deduction label a person typed', () => {
    expect(
      formatPayLine(intlOf('zh'), 'deduction', { code: 'postTax', label: 'Garnishment' }),
    ).toBe('Garnishment');
    expect(formatPayLine(intlOf('fr'), 'deduction', { code: 'postTax', label: 'Deduction' })).toBe(
      'Deduction',
    );
  });
});
