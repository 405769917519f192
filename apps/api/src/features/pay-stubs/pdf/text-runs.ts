import bidiFactory, { type Bidi } from 'bidi-js';
import type { FontChain, StubFace } from './fonts';

/** A piece of one line written in one face, in the order it is drawn from the left. */
export type TextRun = {
  text: string;
  face: StubFace;
  /** Whether the run goes through the shaper (see `withoutShaping`). */
  shaped: boolean;
};

/** A run in the text's own order, with its bidi level (odd: right to left). */
type LogicalRun = { text: string; face: StubFace; level: number };

/** Characters that belong with the one before: marks, joiners, variation selectors, skin tones. */
const clusterPart = /[\p{M}\p{Default_Ignorable_Code_Point}\p{Emoji_Modifier}]/u;
const invisible = /\p{Default_Ignorable_Code_Point}/u;
/** Embeddings, overrides and isolates: a name must not turn the rest of its line around. */
const explicitDirection = /[\u202a-\u202e\u2066-\u2069]/gu;
const anyOf = (scripts: readonly string[]) =>
  scripts.map((script) => `\\p{Script=${script}}`).join('');
const rtlScripts = ['Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Nko', 'Samaritan', 'Mandaic'];
const rightToLeft = new RegExp(`[${anyOf(rtlScripts)}\\u200f]`, 'u');
/** Scripts whose letters take their shape or place from their neighbours; emoji sequences. */
const shapedScripts = [
  ...['Arabic', 'Syriac', 'Thaana', 'Nko', 'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati'],
  ...['Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Khmer'],
  ...['Myanmar', 'Tibetan'],
];
const needsShaping = new RegExp(
  `[${anyOf(shapedScripts)}\\p{Emoji_Modifier}\\p{Regional_Indicator}]|\\u200c|\\u200d|\\u20e3|\\ufe0f`,
  'u',
);

let bidi: Bidi | undefined;

/**
 * The face that writes a character: the one before's when the character belongs with it (a mark,
 * a joiner; a space or a sign between right-to-left words) and that face has it, else the first
 * face of the chain that has it. Null for an invisible character nobody around has, and for a
 * character no face has.
 */
function faceFor(
  codePoint: number,
  chain: FontChain,
  previous: StubFace | null,
  rtl: boolean,
): StubFace | null {
  const char = String.fromCodePoint(codePoint);
  const belongs = rtl || clusterPart.test(char);
  if (previous && belongs && previous.font().hasGlyphForCodePoint(codePoint)) return previous;
  if (invisible.test(char)) return null;
  // The line's own face is read already: its map answers; a fallback's script is asked first.
  return (
    chain.find(
      (face, index) =>
        (index === 0 || face.mayHave(codePoint)) && face.font().hasGlyphForCodePoint(codePoint),
    ) ?? null
  );
}

function logicalRuns(text: string, chain: FontChain): LogicalRun[] {
  const primary = chain[0];
  if (!primary) throw new Error('A font chain needs at least one face');
  // Levels only when the line holds right-to-left letters: everything else is level 0.
  const levels = rightToLeft.test(text)
    ? (bidi ??= bidiFactory()).getEmbeddingLevels(text, 'ltr').levels
    : null;
  const runs: LogicalRun[] = [];
  let previous: StubFace | null = null;
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index) ?? 0;
    const char = String.fromCodePoint(codePoint);
    const level = levels?.[index] ?? 0;
    index += char.length;
    // A right-to-left stretch kept in one face is one piece of text for a reader that copies it.
    const chosen = faceFor(codePoint, chain, previous, level % 2 === 1);
    if (!chosen && invisible.test(char)) continue;
    // A character no face has is written by the line's own face, as its empty box: measured
    // by the face that draws it, so the line keeps its width.
    const face = chosen ?? primary;
    const last = runs.at(-1);
    if (last && last.face === face && last.level === level) last.text += char;
    else runs.push({ text: char, face, level });
    previous = face;
  }
  return runs;
}

/** Unicode's rule L2 on whole runs: reverse every stretch at a level or above, highest first. */
function displayOrder(runs: LogicalRun[]): LogicalRun[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...runs.map((run) => run.level));
  for (let level = highest; level >= 1; level -= 1) {
    for (let start = 0; start < ordered.length;) {
      if ((ordered[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end += 1;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered;
}

/** A right-to-left run with no right-to-left letter (spaces, brackets): reversed and mirrored. */
function mirrored(text: string): string {
  const mirror = (bidi ??= bidiFactory());
  return [...text]
    .reverse()
    .map((char) => mirror.getMirroredCharacter(char) ?? char)
    .join('');
}

/**
 * Splits one line into runs by the face that has each character (the chain's first face that
 * does), and orders them for display: right-to-left stretches (Arabic, Hebrew) read from the
 * right, by Unicode's bidirectional algorithm in a left-to-right line. A run of right-to-left
 * letters is shaped, which puts its glyphs in display order; any other right-to-left run is
 * reversed here.
 */
export function textRuns(text: string, chain: FontChain): TextRun[] {
  return displayOrder(logicalRuns(text.replace(explicitDirection, ''), chain)).map((run) => {
    const hasRtlLetters = rightToLeft.test(run.text);
    return {
      text: run.level % 2 === 1 && !hasRtlLetters ? mirrored(run.text) : run.text,
      face: run.face,
      shaped: hasRtlLetters || needsShaping.test(run.text),
    };
  });
}
