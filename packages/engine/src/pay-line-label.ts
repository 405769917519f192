import {
  payLineNamerFor,
  payLineTexts,
  type PayLineCode,
  type PayLineJurisdiction,
  type PayLineProration,
} from '@paydesk/contracts';

/** What names a line the engine writes: its code and the structure its text needs. */
export type LabelledLine = {
  readonly code: PayLineCode;
  readonly jurisdiction?: PayLineJurisdiction | undefined;
  readonly proration?: PayLineProration | undefined;
};

const english = payLineTexts.en;
const nameInEnglish = payLineNamerFor('en');

/**
 * The engine's label of a line: the vocabulary's English text for its code, filled with the
 * state and locality of its jurisdiction and the days of its proration. The readers' languages
 * name the same line from the same code, so the label is only the English fallback.
 */
export const lineLabel = (line: LabelledLine): string =>
  // The stored label given to the namer is the vocabulary's own text, so no line reads as named
  // by a person.
  nameInEnglish({ ...line, label: english.codes[line.code] });

/** A label a request gave to a salary paid for part of its period, with the days it covers. */
export const proratedLabel = (label: string, proration: PayLineProration): string => {
  const values: Readonly<Record<string, string>> = {
    line: label,
    worked: String(proration.workedDays),
    working: String(proration.workingDays),
  };
  return english.prorated.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
};
