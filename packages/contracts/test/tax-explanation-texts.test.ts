import { describe, expect, it } from 'vitest';
import {
  payLineTexts,
  readerLanguages,
  taxExplanationInputs,
  taxExplanationNamer,
  taxExplanationNamerFor,
  taxMethods,
  taxRoundings,
} from '../src';

const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('the texts of tax explanations', () => {
  it.each(readerLanguages)(
    'name every method, input and rounding in %s, and nothing else',
    (language) => {
      const { explanation } = payLineTexts[language];
      const named = (texts: Readonly<Record<string, string>>, list: readonly string[]) => {
        expect(Object.keys(texts).sort()).toEqual([...list].sort());
        expect(list.filter((code) => !texts[code]?.trim())).toEqual([]);
      };
      named(explanation.methods, taxMethods);
      named(explanation.inputs, taxExplanationInputs);
      named(explanation.roundings, taxRoundings);
    },
  );

  it.each(readerLanguages)('word the table row with its three figures in %s', (language) => {
    const { bracket } = payLineTexts[language].explanation;
    expect(placeholdersOf(bracket.annual)).toEqual(['base', 'over', 'percent']);
    expect(placeholdersOf(bracket.perPeriod)).toEqual(['base', 'over', 'percent']);
    expect(bracket.annual).not.toBe(bracket.perPeriod);
  });

  it('are translated, not English copies', () => {
    const english = payLineTexts.en.explanation;
    for (const language of readerLanguages.filter((other) => other !== 'en')) {
      const texts = payLineTexts[language].explanation;
      expect(texts.methods.annualizedPercentage, language).not.toBe(
        english.methods.annualizedPercentage,
      );
      expect(texts.inputs.taxableWages, language).not.toBe(english.inputs.taxableWages);
      expect(texts.roundings.dollarHalfUp, language).not.toBe(english.roundings.dollarHalfUp);
      expect(texts.bracket.annual, language).not.toBe(english.bracket.annual);
    }
  });
});

describe('the explanation namer', () => {
  it('names codes in the reader’s language and fills the table row', () => {
    const french = taxExplanationNamerFor('fr');
    expect(french.method('flatRate')).toBe('Taux unique');
    expect(french.input('standardDeduction')).toBe('Déduction forfaitaire');
    expect(french.rounding('centHalfUp')).toBe('Arrondi au centime le plus proche');
    expect(
      french.bracket(
        { annual: true },
        { over: '10 000,00 $US', base: '0,00 $US', percent: '4,95' },
      ),
    ).toBe('Au-delà de 10 000,00 $US par an : 0,00 $US plus 4,95\u00a0% de l’excédent');
    const english = taxExplanationNamerFor('en');
    expect(
      english.bracket({ annual: false }, { over: '$500.00', base: '$12.50', percent: '5' }),
    ).toBe('Over $500.00 a pay period: $12.50 plus 5% of the excess');
  });

  it('reads a code its catalogue lacks as itself, as a stub stored by a later engine may hold', () => {
    const name = taxExplanationNamer(payLineTexts.ro.explanation);
    expect(name.method('someLaterMethod')).toBe('someLaterMethod');
    expect(name.input('toString')).toBe('toString');
    expect(name.rounding('pennyUp')).toBe('pennyUp');
  });
});
