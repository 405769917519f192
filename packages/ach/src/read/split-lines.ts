// Lines are taken one at a time from the text rather than split up front: a 100,000-line array
// would live through the whole read and be copied by every young-generation collection. And
// reading characters of the (flat) text is several times faster than reading them of a slice.

const RECORD = 94;
const LF = 10;
const CR = 13;

export type LineSource = {
  readonly text: string;
  /** End of the last line (before the final newline, if any). */
  readonly end: number;
  readonly finalNewline: boolean;
  /** A file written as one unbroken line of 94-character records, as moov-io/ach accepts. */
  readonly unbroken: boolean;
  pos: number;
  done: boolean;
  /** The current line is text[lineStart, lineEnd), its terminator excluded. */
  lineStart: number;
  lineEnd: number;
  /** Lines returned so far. */
  count: number;
  firstCrlf: boolean;
  /** First line whose ending differs from the first line's, 0 when all agree. */
  mixedEndingLine: number;
};

export function lineSource(text: string): LineSource {
  const finalNewline = text.charCodeAt(text.length - 1) === LF;
  const end = finalNewline ? text.length - 1 : text.length;
  const firstLf = text.indexOf('\n');
  const unbroken =
    end > RECORD &&
    end % RECORD === 0 &&
    (firstLf === -1 || firstLf === end) &&
    !text.includes('\r');
  return {
    text,
    end,
    finalNewline,
    unbroken,
    pos: 0,
    done: end === 0 && !finalNewline,
    lineStart: 0,
    lineEnd: 0,
    count: 0,
    firstCrlf: false,
    mixedEndingLine: 0,
  };
}

/**
 * Moves to the next line (text[lineStart, lineEnd), without its LF or CRLF); false after the
 * last one. Positions, not a string: the reader looks at entries in place.
 */
export function nextLine(src: LineSource): boolean {
  if (src.done) return false;
  const { text } = src;
  if (src.unbroken) {
    src.lineStart = src.pos;
    src.lineEnd = src.pos + RECORD;
    src.pos += RECORD;
    src.done = src.pos >= src.end;
    src.count += 1;
    return true;
  }
  let nl = text.indexOf('\n', src.pos);
  if (nl === -1 || nl >= src.end) {
    nl = src.end;
    src.done = true;
  }
  // The last line has a terminator only when the text ends with a newline.
  const terminated = !src.done || src.finalNewline;
  const crlf = terminated && nl > src.pos && text.charCodeAt(nl - 1) === CR;
  src.count += 1;
  if (terminated) {
    if (src.count === 1) src.firstCrlf = crlf;
    else if (crlf !== src.firstCrlf && src.mixedEndingLine === 0) src.mixedEndingLine = src.count;
  }
  src.lineStart = src.pos;
  src.lineEnd = crlf ? nl - 1 : nl;
  src.pos = nl + 1;
  return true;
}

export function lineEndingOf(src: LineSource): '\n' | '\r\n' | '' {
  if (src.unbroken) return '';
  return src.firstCrlf ? '\r\n' : '\n';
}
