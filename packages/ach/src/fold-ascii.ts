import anyAscii from 'any-ascii';

// A name reaches the bank in ASCII, so every script is transliterated (湖畔面包店 → Hu Pan Mian
// Bao Dian, Владимир → Vladimir, Αλέξανδρος → Alexandros) rather than dropped: a name that only
// loses characters can end up blank, which no bank accepts.

/** Text that is printable ASCII already: nothing to transliterate (the common case, kept fast). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Pictographs (emoji) and flag letters. The transliteration spells an emoji as a ":name:" code
 * and a flag as its country code, which on a bank statement read as part of the name; they carry
 * no name, so they go (their joiners, variation selectors and skin tones transliterate to nothing).
 */
const PICTOGRAPHIC = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/gu;

/**
 * Ideographs and Hangul syllables are one syllable each, which the transliteration runs together
 * ("WangWei"); spaced, a name reads as it is said ("Wang Wei").
 */
const SYLLABLE_RUN = /[\p{Script=Han}\p{Script=Hangul}]+/gu;

/** A letter or digit: a syllable next to one is set apart by a space ("Li王" → "Li Wang"). */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function spacedSyllables(run: string, at: number, whole: string): string {
  const syllables = [...run].map((syllable) => anyAscii(syllable)).join(' ');
  const before = WORD_CHARACTER.test(whole.charAt(at - 1)) ? ' ' : '';
  const after = WORD_CHARACTER.test(whole.charAt(at + run.length)) ? ' ' : '';
  return `${before}${syllables}${after}`;
}

/**
 * The text in ASCII: accents folded (Nguyễn → Nguyen, Ø → O, ß → ss), other scripts
 * transliterated, pictographs removed. Control characters stay for the caller to handle.
 */
export function foldToAscii(value: string): string {
  if (PRINTABLE_ASCII.test(value)) return value;
  return anyAscii(value.replace(PICTOGRAPHIC, '').replace(SYLLABLE_RUN, spacedSyllables));
}
