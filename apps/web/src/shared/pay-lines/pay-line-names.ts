import {
  payLineNamerFor,
  payLineTexts,
  readerLanguages,
  taxExplanationNamerFor,
  type PayLineNamer,
  type ReaderLanguage,
  type TaxExplanationNamer,
} from '@paydesk/contracts';
import { useIntl, type IntlShape } from 'react-intl';
import { formattingLocales } from '../i18n/language-options';

export type { PayLineNamer, PayLineRef, TaxExplanationNamer } from '@paydesk/contracts';

/**
 * The texts of codes in one language: the contracts' catalogue (`payLineTexts`), or a copy of
 * it with more codes. Keyed by string so that a code added to the vocabulary needs no edit here.
 */
export type PayLineCodeTexts = { readonly codes: Readonly<Record<string, string>> };

/**
 * The language react-intl shows the page in. Its locale is the formatting tag (`fr-FR`, see
 * `formattingLocales`); a bare language tag is read as itself, anything else as English.
 */
export function readerLanguageOf(intl: Pick<IntlShape, 'locale'>): ReaderLanguage {
  const tag = intl.locale;
  return (
    readerLanguages.find((language) => formattingLocales[language] === tag) ??
    readerLanguages.find((language) => tag === language || tag.startsWith(`${language}-`)) ??
    'en'
  );
}

/**
 * Names pay lines in the page's language, from the contracts' catalogue: by code, the state and
 * locality from the line's jurisdiction, the worked days from its proration. The pay stub PDF
 * and the register read the same catalogue, so a line reads alike everywhere.
 */
export const payLineNamerOf = (intl: Pick<IntlShape, 'locale'>): PayLineNamer =>
  payLineNamerFor(readerLanguageOf(intl));

export const usePayLineNamer = (): PayLineNamer => payLineNamerOf(useIntl());

/** The catalogue of the page's language, to name a code alone (a column, an option). */
export const payLineTextsOf = (intl: Pick<IntlShape, 'locale'>): PayLineCodeTexts =>
  payLineTexts[readerLanguageOf(intl)];

export const usePayLineTexts = (): PayLineCodeTexts => payLineTextsOf(useIntl());

/**
 * A code's own text, without a state or locality: what a choice or a column of that earning or
 * deduction is called. A code the catalogue lacks reads as itself rather than as nothing.
 */
export const codeText = (texts: PayLineCodeTexts, code: string): string =>
  texts.codes[code] ?? code;

/**
 * Words tax explanations (methods, inputs, roundings, the table row) in the page's language, from
 * the same contracts' catalogue as the lines' names.
 */
export const taxExplanationNamerOf = (intl: Pick<IntlShape, 'locale'>): TaxExplanationNamer =>
  taxExplanationNamerFor(readerLanguageOf(intl));

export const useTaxExplanationNamer = (): TaxExplanationNamer => taxExplanationNamerOf(useIntl());
