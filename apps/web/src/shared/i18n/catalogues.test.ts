import { describe, expect, it } from 'vitest';
import { catalogues, locales } from './catalogues';

describe('i18n catalogues', () => {
  const english = Object.keys(catalogues.en).sort();

  it.each(locales)('%s has exactly the keys of the English catalogue', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(english);
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s is translated, not copied', (locale) => {
    const copied = english.filter(
      (key) =>
        key !== 'app.name' &&
        // US state names read the same in every language.
        !key.startsWith('forms.usState.') &&
        catalogues[locale][key as keyof typeof catalogues.en] ===
          catalogues.en[key as keyof typeof catalogues.en],
    );
    expect(copied.length / english.length).toBeLessThan(0.1);
  });
});
