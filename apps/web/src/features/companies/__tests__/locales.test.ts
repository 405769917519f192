import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { companiesMessages } from '../locales';
import {
  entityTypeOptions,
  filingFormOptions,
  industryOptions,
  stateOptions,
  statusOptions,
} from '../model/options';
import { catalogues } from '@web/shared/i18n/catalogues';

const english = companiesMessages.en as Record<string, string>;
const keys = Object.keys(english).sort();
const locales = ['en', 'fr', 'ro', 'zh'] as const;

describe('the companies catalogues', () => {
  it.each(locales)('%s has exactly the English keys, all prefixed companies.', (locale) => {
    expect(Object.keys(companiesMessages[locale]).sort()).toEqual(keys);
    expect(keys.every((key) => key.startsWith('companies.'))).toBe(true);
  });

  it.each(locales)('%s messages are valid ICU messages', (locale) => {
    for (const [key, text] of Object.entries(companiesMessages[locale])) {
      expect(() => new IntlMessageFormat(text, locale), key).not.toThrow();
    }
  });

  it.each(['fr', 'ro', 'zh'] as const)('%s is translated, not copied', (locale) => {
    const catalogue = companiesMessages[locale] as Record<string, string>;
    // Names that read the same everywhere (US states, "Total", placeholders) are allowed.
    const copied = keys.filter(
      (key) => !key.startsWith('companies.state.') && catalogue[key] === english[key],
    );
    expect(copied.length / keys.length).toBeLessThan(0.1);
  });

  it('has a label for every option the forms offer', () => {
    const options = [
      ...statusOptions,
      ...entityTypeOptions,
      ...industryOptions,
      ...filingFormOptions,
      ...stateOptions,
    ];
    // State names are the form kernel's (the shared catalogue); the rest are the feature's own.
    const known = { ...(catalogues.en as Record<string, string>), ...english };
    for (const option of options) expect(known[option.labelId], option.labelId).toBeDefined();
  });
});
