import { foldToAscii } from './fold-ascii';

// Alphanumeric fields hold ASCII 0x20-0x7E; the writer's input normalisation maps names to
// that set so that a bank never sees a character it could reject.

/** Index of the first character outside 0x20-0x7E, or -1. */
export function firstInvalidCharIndex(value: string): number {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return i;
  }
  return -1;
}

export function isBlank(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) !== 32) return false;
  return true;
}

export function isAllZeros(value: string): boolean {
  if (value.length === 0) return false;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) !== 48) return false;
  return true;
}

/**
 * Folds to ASCII ("Nguyễn" → "NGUYEN", "王伟" → "WANG WEI"; emoji go), upper-cases, turns other
 * whitespace into spaces, drops anything else outside 0x20-0x7E, trims and cuts to `width` (and
 * trims what the cut exposes). Blank when nothing of the text can be written (emoji only).
 */
export function normalizeText(value: string, width: number): string {
  const folded = foldToAscii(value)
    .toUpperCase()
    .replace(/\s/g, ' ')
    .replace(/[^\x20-\x7e]/g, '');
  return folded.trim().slice(0, width).trimEnd();
}

/** Digits of value[start, end) as a number, or NaN when one is not a digit. */
export function digitsAt(value: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NaN;
    n = n * 10 + d;
  }
  return end > start ? n : NaN;
}

/**
 * value[start, end) without its trailing blanks: the value of a left-justified field. Only
 * spaces are fill; any other character (a tab, a CR) stays for the checks to see.
 */
export function textField(value: string, start: number, end: number): string {
  let e = end;
  while (e > start && value.charCodeAt(e - 1) === 32) e--;
  return e === start ? '' : value.slice(start, e);
}

/** value[start, end) without its leading blanks: the value of a right-justified text field. */
export function rightField(value: string, start: number, end: number): string {
  let s = start;
  while (s < end && value.charCodeAt(s) === 32) s++;
  return value.slice(s, end);
}
