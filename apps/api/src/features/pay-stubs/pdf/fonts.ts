import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font, type GlyphRun } from 'fontkit';
import type { StubLanguage } from './labels';

/** The regular and bold faces one stub is written in. */
export type StubFonts = { regular: Font; bold: Font };

const resolveFrom = createRequire(import.meta.url);

/**
 * Lays text out glyph by glyph from the font's character map, without shaping. Shaping (the
 * font's substitution and positioning tables: kerning, ligatures) was most of a stub's cost and
 * changes nothing a stub writes: figures are tabular, the labels need no ligatures, and Chinese
 * has no kerning. The library asks for its run with features only when a caller passes some;
 * those still go to the shaper.
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

/** A font file shipped by an npm package whose exports name only its index. */
function packagedFont(packageName: string, file: string): Font {
  const folder = join(dirname(resolveFrom.resolve(packageName)), '..', 'fonts');
  const font = create(readFileSync(join(folder, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return withoutShaping(font);
}

// Parsing a font costs far more than a stub (50 ms for Noto Sans, per document when given to the
// PDF library as bytes): each face is parsed once, on first use, and shared by every document.
// The library only reads a face; each document subsets the glyphs it used on its own.
let latin: StubFonts | undefined;
let chinese: StubFonts | undefined;

/**
 * Noto Sans for the Latin languages (all of French and Romanian, ș and ț included); Noto Sans
 * Hans for Chinese, which holds Latin letters and digits as well, so a Chinese stub needs no
 * second family.
 */
export function stubFontsFor(language: StubLanguage): StubFonts {
  if (language === 'zh') {
    chinese ??= {
      regular: packagedFont('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
      bold: packagedFont('@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf'),
    };
    return chinese;
  }
  latin ??= {
    regular: packagedFont('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'),
    bold: packagedFont('@embedpdf/fonts-latin', 'NotoSans-Bold.ttf'),
  };
  return latin;
}
