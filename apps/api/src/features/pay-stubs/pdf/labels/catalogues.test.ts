import { describe, expect, it } from 'vitest';
import { stubCatalogues, stubLanguages } from './index';

const textKeys = Object.keys(stubCatalogues.en) as (keyof typeof stubCatalogues.en)[];

describe('pay stub PDF catalogues', () => {
  it.each(stubLanguages)('%s names every text of the document', (language) => {
    const labels = stubCatalogues[language];
    expect(Object.keys(labels).sort()).toEqual(Object.keys(stubCatalogues.en).sort());
    for (const key of textKeys) expect(labels[key].trim(), key).not.toBe('');
    expect(labels.voidedOn).toContain('{date}');
  });

  it('is translated: the other languages do not repeat the English words', () => {
    for (const language of ['fr', 'ro', 'zh'] as const) {
      const labels = stubCatalogues[language];
      for (const key of [
        'title',
        'earnings',
        'net',
        'gross',
        'deductions',
        'yearToDate',
        'void',
      ] as const) {
        expect(labels[key], `${language}.${key}`).not.toBe(stubCatalogues.en[key]);
      }
    }
    expect(stubCatalogues.zh.title).toMatch(/\p{Script=Han}/u);
    expect(stubCatalogues.ro.title).toContain('ș');
  });
});
