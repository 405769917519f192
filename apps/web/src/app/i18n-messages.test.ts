import { describe, expect, it } from 'vitest';
import { locales } from '../shared/i18n/catalogues';
import { loadAllCatalogues, loadMessages } from './i18n-messages';

const allCatalogues = await loadAllCatalogues();
const english = await loadMessages('en');

describe('merged i18n catalogues', () => {
  it.each(allCatalogues.map((catalogue, index) => [index, catalogue] as const))(
    'catalogue %i has the same keys in every language',
    (_index, catalogue) => {
      const english = Object.keys(catalogue.en).sort();
      for (const locale of locales) expect(Object.keys(catalogue[locale]).sort()).toEqual(english);
    },
  );

  it('no key is defined by two catalogues', () => {
    const seen = new Map<string, number>();
    allCatalogues.forEach((catalogue, index) => {
      for (const key of Object.keys(catalogue.en)) {
        expect(seen.has(key), `${key} is in catalogues ${seen.get(key)} and ${index}`).toBe(false);
        seen.set(key, index);
      }
    });
    expect(Object.keys(english).length).toBe(seen.size);
  });
});
