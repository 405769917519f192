import { usStateCodes } from '@paydesk/contracts';
import { US_STATE_NAMES } from '@paydesk/engine/us-states';
import { describe, expect, it } from 'vitest';
import { earningCodes, taxCodes } from './catalogue';
import { stubCatalogues, stubLanguages } from './index';

const textKeys = Object.keys(stubCatalogues.en).filter(
  (key) => key !== 'earningCodes' && key !== 'taxCodes' && key !== 'stateNames',
) as (keyof typeof stubCatalogues.en)[];

describe('pay stub PDF catalogues', () => {
  it.each(stubLanguages)('%s names every text, earning code and tax code', (language) => {
    const labels = stubCatalogues[language];
    expect(Object.keys(labels).sort()).toEqual(Object.keys(stubCatalogues.en).sort());
    for (const key of textKeys) expect(String(labels[key]).trim(), key).not.toBe('');
    expect(Object.keys(labels.earningCodes).sort()).toEqual([...earningCodes].sort());
    expect(Object.keys(labels.taxCodes).sort()).toEqual([...taxCodes].sort());
    for (const text of [...Object.values(labels.earningCodes), ...Object.values(labels.taxCodes)]) {
      expect(text.trim()).not.toBe('');
    }
    expect(labels.voidedOn).toContain('{date}');
    expect(labels.stateIncomeTax).toContain('{state}');
    expect(Object.keys(labels.stateNames).sort()).toEqual([...usStateCodes].sort());
    for (const name of Object.values(labels.stateNames)) expect(name.trim()).not.toBe('');
  });

  it('names the states in English as the engine writes them in its labels', () => {
    // The layout reads the state from the engine's label by this name.
    expect(stubCatalogues.en.stateNames).toEqual(US_STATE_NAMES);
    expect(stubCatalogues.zh.stateNames.IL).toBe('伊利诺伊州');
    expect(stubCatalogues.fr.stateNames.GA).toBe('Géorgie');
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
      expect(labels.taxCodes.federalIncomeTax).not.toBe(
        stubCatalogues.en.taxCodes.federalIncomeTax,
      );
    }
    expect(stubCatalogues.zh.title).toMatch(/\p{Script=Han}/u);
    expect(stubCatalogues.ro.title).toContain('ș');
  });
});
