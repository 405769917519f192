import { readerLanguages } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { fillIn, w2PdfCatalogues } from './index';

const keys = Object.keys(w2PdfCatalogues.en) as (keyof typeof w2PdfCatalogues.en)[];

describe('the W-2 PDF catalogues', () => {
  it.each(readerLanguages)('%s names every text around the form', (language) => {
    const labels = w2PdfCatalogues[language];
    expect(Object.keys(labels).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(labels[key].trim(), key).not.toBe('');
    expect(labels.heading).toContain('{year}');
    expect(labels.documentTitle).toContain('{year}');
    expect(labels.documentTitle).toContain('{name}');
    // Each copy is named by its letter or digit in every language.
    expect(labels.copyB).toMatch(/\bB\b/);
    expect(labels.copyC).toMatch(/\bC\b/);
    expect(labels.copy2).toMatch(/2/);
  });

  it('is translated: the other languages do not repeat the English texts', () => {
    for (const language of ['fr', 'ro', 'zh'] as const)
      for (const key of keys)
        expect(w2PdfCatalogues[language][key], `${language}.${key}`).not.toBe(
          w2PdfCatalogues.en[key],
        );
    expect(w2PdfCatalogues.zh.heading).toMatch(/\p{Script=Han}/u);
    expect(w2PdfCatalogues.ro.heading).toContain('ș');
  });

  it('fills the placeholders it knows and leaves the others', () => {
    expect(fillIn('Form W-2 {year} — {name}', { year: 2026, name: 'Brooks, Ethan' })).toBe(
      'Form W-2 2026 — Brooks, Ethan',
    );
    expect(fillIn('{year} {other}', { year: 2026 })).toBe('2026 {other}');
  });
});
