import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { stubFontsFor } from './fonts';
import { textPen } from './text-pen';

/** A pen on a document that records each piece of text it draws, with its left edge. */
function recordingPen() {
  const doc = new PDFDocument({ font: null } as unknown as PDFKit.PDFDocumentOptions);
  const drawn: { text: string; x: number }[] = [];
  const draw = doc.text.bind(doc);
  doc.text = ((text: string, x: number, ...rest: unknown[]) => {
    drawn.push({ text, x });
    return (draw as (...args: unknown[]) => typeof doc)(text, x, ...rest);
  }) as typeof doc.text;
  const pen = textPen(doc, stubFontsFor('en'));
  pen.style('regular', 10);
  return { pen, drawn };
}

describe('writing a line in the stub’s faces', () => {
  it('measures a character no face has by the box its own face draws', () => {
    const { pen } = recordingPen();
    const font = stubFontsFor('en').regular[0]!.font();
    const box = (font.getGlyph(0).advanceWidth / font.unitsPerEm) * 10;
    expect(box).toBeGreaterThan(0);
    expect(pen.width('አበበ')).toBeCloseTo(3 * box, 6);
  });

  it('draws each run after the one before, as wide as measured', () => {
    const { pen, drawn } = recordingPen();
    pen.put('Wang 王伟', 100, 50, 500, 'left');
    expect(drawn.map((piece) => piece.text)).toEqual(['Wang ', '王伟']);
    expect(drawn[1]!.x - drawn[0]!.x).toBeCloseTo(pen.width('Wang '), 6);
    // Right-aligned: the line ends at the column's right edge.
    drawn.length = 0;
    pen.put('Wang 王伟', 100, 50, 500, 'right');
    expect(drawn[0]!.x).toBeCloseTo(600 - pen.width('Wang 王伟'), 6);
  });

  it('cuts a line too wide for its column by whole characters, emoji and marks included', () => {
    const { pen, drawn } = recordingPen();
    const name = '👍🏽👍🏽👍🏽👍🏽';
    pen.put(name, 0, 0, pen.width('👍🏽👍🏽…') + 0.01, 'left');
    expect(drawn.map((piece) => piece.text)).toEqual(['👍🏽👍🏽', '…']);
  });
});
