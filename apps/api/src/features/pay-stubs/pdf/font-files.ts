import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font, type GlyphRun } from 'fontkit';
import { sfntFromWoff } from './woff';

const resolveFrom = createRequire(import.meta.url);

/**
 * Lays text out glyph by glyph from the font's character map, without shaping. Shaping (the
 * font's substitution and positioning tables: kerning, ligatures) was most of a stub's cost and
 * changes nothing most of a stub writes: figures are tabular, the labels need no ligatures, and
 * Chinese has no kerning. The library asks for its run with features only when a caller passes
 * some: the writer does so for the scripts whose letters change with their neighbours (Arabic,
 * Indic, Thai, emoji sequences) and for right-to-left text, which the shaper puts in display
 * order; those runs still go to the shaper.
 */
function withoutShaping(font: Font): Font {
  const shape = font.layout.bind(font);
  font.layout = (text, features, ...rest) => {
    if (features !== undefined || rest.length > 0) return shape(text, features, ...rest);
    const glyphs = font.glyphsForString(text);
    const positions = glyphs.map((glyph) => ({
      xAdvance: glyph.advanceWidth,
      yAdvance: 0,
      xOffset: 0,
      yOffset: 0,
    }));
    const run: GlyphRun = {
      glyphs,
      positions,
      script: 'Zyyy',
      language: 'dflt',
      direction: 'ltr',
      features: {},
      // The library scales the positions in place, then reads the width: add up at read time.
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
      get advanceHeight() {
        return 0;
      },
      get bbox() {
        return font.bbox;
      },
    };
    return run;
  };
  return font;
}

function parsedFont(path: string, bytes: Buffer = readFileSync(path)): Font {
  const font = create(bytes);
  if (!('layout' in font)) throw new Error(`${path} is a font collection, not one font`);
  return withoutShaping(font);
}

/** A font file of an @embedpdf/fonts-* package, whose exports name only its index. */
export function embedPdfFont(packageName: string, file: string): () => Font {
  return () => parsedFont(join(dirname(resolveFrom.resolve(packageName)), '..', 'fonts', file));
}

/**
 * A WOFF file of a @fontsource package, unpacked (see `sfntFromWoff`). Not its WOFF2 files: the
 * PDF library subsets a WOFF2 face into glyphs that draw nothing.
 */
export function fontsourceFont(packageName: string, file: string): () => Font {
  return () => {
    const path = resolveFrom.resolve(`${packageName}/files/${file}`);
    return parsedFont(path, sfntFromWoff(readFileSync(path)));
  };
}
