import type { ReaderLanguage } from '../texts/us-state-names';
import { fillText } from './fill-text';
import type { TaxExplanationBracket } from './tax-explanation';
import { payLineTexts, type TaxExplanationTexts } from './texts';

/** The table row's figures, already formatted in the reader's locale (`$10,000.00`, `4,95`). */
export type BracketFigures = {
  readonly over: string;
  readonly base: string;
  readonly percent: string;
};

/**
 * Words a tax line's explanation in one language. Keyed by string rather than by the lists, so a
 * code recorded by a later engine, on a stored stub, reads as itself rather than as nothing.
 */
export type TaxExplanationNamer = {
  readonly method: (method: string) => string;
  readonly input: (input: string) => string;
  readonly rounding: (rounding: string) => string;
  readonly bracket: (
    bracket: Pick<TaxExplanationBracket, 'annual'>,
    figures: BracketFigures,
  ) => string;
};

const textOf = (texts: Readonly<Record<string, string>>, code: string): string =>
  (Object.hasOwn(texts, code) ? texts[code] : undefined) ?? code;

export const taxExplanationNamer = (texts: TaxExplanationTexts): TaxExplanationNamer => ({
  method: (method) => textOf(texts.methods, method),
  input: (input) => textOf(texts.inputs, input),
  rounding: (rounding) => textOf(texts.roundings, rounding),
  bracket: ({ annual }, figures) =>
    fillText(annual ? texts.bracket.annual : texts.bracket.perPeriod, figures),
});

const namers = new Map<ReaderLanguage, TaxExplanationNamer>();

/** The explanation namer of one of the product's languages, from the pay-line catalogue. */
export const taxExplanationNamerFor = (language: ReaderLanguage): TaxExplanationNamer => {
  let namer = namers.get(language);
  if (namer === undefined) {
    namer = taxExplanationNamer(payLineTexts[language].explanation);
    namers.set(language, namer);
  }
  return namer;
};
