import type PDFDocument from 'pdfkit';
import type { FontWeight, StubFace, StubFonts } from './fonts';
import { textRuns, type TextRun } from './text-runs';

type Doc = InstanceType<typeof PDFDocument>;

/** Writes lines of text in a stub's faces, each character in a face that has it. */
export type TextPen = {
  /** The weight and size of what is written next. */
  style: (weight: FontWeight, size: number) => Doc;
  /** The width of a line as it would be written. */
  width: (text: string) => number;
  /** Writes one line in a column, cut with an ellipsis when it is wider than the column. */
  put: (text: string, x: number, y: number, width: number, align: 'left' | 'right') => void;
};

type MeasuredRun = TextRun & { width: number };
type Line = { runs: MeasuredRun[]; width: number };

// An empty feature list is not `undefined`: the library then lays the run out whole through the
// shaper instead of word by word through the plain path (see `withoutShaping`).
const shapedRun = { features: [] };
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * A pen for one document. A face is registered with the document when a line first needs it, so
 * a document embeds (a subset of) only the faces it wrote in.
 */
export function textPen(doc: Doc, fonts: StubFonts): TextPen {
  const registered = new Set<string>();
  let weight: FontWeight = 'regular';
  let size = 12;
  const chain = () => fonts[weight];
  const own = (): StubFace => {
    const face = chain()[0];
    if (!face) throw new Error('A font chain needs at least one face');
    return face;
  };
  const use = (face: StubFace) => {
    if (!registered.has(face.id)) {
      // The library takes a parsed font as well as its bytes; its types name only the bytes.
      doc.registerFont(face.id, face.font() as unknown as Uint8Array);
      registered.add(face.id);
    }
    return doc.font(face.id);
  };

  const lineOf = (text: string): Line => {
    const runs = textRuns(text, chain()).map((run) => {
      use(run.face);
      return { ...run, width: doc.widthOfString(run.text, run.shaped ? shapedRun : undefined) };
    });
    use(own());
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  };

  /** Cuts whole characters (an emoji with its modifiers, a letter with its marks) from the end. */
  const cut = (text: string, width: number): Line => {
    const parts = Array.from(graphemes.segment(text), (part) => part.segment);
    let kept = parts.length;
    let line = lineOf(`${text}…`);
    while (kept > 1 && line.width > width) {
      kept -= 1;
      line = lineOf(`${parts.slice(0, kept).join('')}…`);
    }
    return line;
  };

  const draw = (line: Line, x: number, y: number) => {
    // Every run sits on the line's own face's baseline, where the library puts that face's text.
    const { ascent, unitsPerEm } = own().font();
    const baseline = -(ascent / unitsPerEm) * size;
    let left = x;
    for (const run of line.runs) {
      use(run.face).text(run.text, left, y, {
        lineBreak: false,
        baseline,
        ...(run.shaped ? shapedRun : {}),
      });
      left += run.width;
    }
    use(own());
  };

  // The regular face is opened first, as it always was: the library names faces in that order.
  use(own());
  return {
    style: (nextWeight, nextSize) => {
      weight = nextWeight;
      size = nextSize;
      return use(own()).fontSize(size);
    },
    width: (text) => lineOf(text).width,
    put: (text, x, y, width, align) => {
      if (text === '') return;
      let line = lineOf(text);
      if (line.width > width) line = cut(text, width);
      draw(line, align === 'right' ? x + width - line.width : x, y);
    },
  };
}
