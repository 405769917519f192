import type { ReaderLanguage, UsStateNames } from '../texts/us-state-names';
import { usStateNames } from '../texts/us-state-names';
import type { PayLineJurisdiction, PayLineProration } from './jurisdiction';
import { fillText } from './fill-text';
import { isNamedByPeople } from './pay-line-code';
import { payLineTexts, type PayLineTexts } from './texts';

/** What naming a line needs: its code and structure; the label is what was stored with it. */
export type PayLineRef = {
  readonly code: string;
  readonly label: string;
  readonly jurisdiction?: PayLineJurisdiction | null | undefined;
  readonly proration?: PayLineProration | null | undefined;
};

export type PayLineNamer = (line: PayLineRef) => string;

export type PayLineCatalogue = {
  readonly texts: PayLineTexts;
  readonly stateNames: UsStateNames;
  /** The engine's language: a person's label differs from its text, and is kept as typed. */
  readonly engineTexts: PayLineTexts;
};

/**
 * Names pay lines in one language: by code, with the state and locality from the line's
 * jurisdiction. The stored label stays for a code the catalogue does not know, for a line
 * stored without the jurisdiction its text needs, and for a deduction a person named.
 */
export const payLineNamer =
  ({ texts, stateNames, engineTexts }: PayLineCatalogue): PayLineNamer =>
  (line) => {
    const { code } = line;
    // The catalogue's own codes decide, so a catalogue with one more code names that one too.
    const codes: Readonly<Record<string, string>> = texts.codes;
    const text = Object.hasOwn(codes, code) ? codes[code] : undefined;
    if (text === undefined) return line.label;
    const engineText = (engineTexts.codes as Readonly<Record<string, string>>)[code];
    if (isNamedByPeople(code) && line.label !== engineText) return line.label;
    const values: Record<string, string | number> = {};
    if (text.includes('{state}')) {
      const state = line.jurisdiction?.state;
      if (state === undefined) return line.label;
      values.state = stateNames[state];
    }
    if (text.includes('{local}')) {
      const localId = line.jurisdiction?.localId;
      if (localId === undefined) return line.label;
      const named: Readonly<Record<string, string>> = texts.localities;
      const local = Object.hasOwn(named, localId) ? named[localId] : line.jurisdiction?.localName;
      if (local === undefined) return line.label;
      values.local = local;
    }
    const name = fillText(text, values);
    const { proration } = line;
    if (proration === undefined || proration === null) return name;
    return fillText(texts.prorated, {
      line: name,
      worked: proration.workedDays,
      working: proration.workingDays,
    });
  };

const namers = new Map<ReaderLanguage, PayLineNamer>();

/** The namer of one of the product's languages. */
export const payLineNamerFor = (language: ReaderLanguage): PayLineNamer => {
  let namer = namers.get(language);
  if (namer === undefined) {
    namer = payLineNamer({
      texts: payLineTexts[language],
      stateNames: usStateNames[language],
      engineTexts: payLineTexts.en,
    });
    namers.set(language, namer);
  }
  return namer;
};
