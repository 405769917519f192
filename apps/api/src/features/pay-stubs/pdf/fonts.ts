import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font, type GlyphRun } from 'fontkit';
import type { StubLanguage } from './labels';

/** The regular and bold faces one stub is written in. */
export type StubFonts = { regular: Font; bold: Font };

const resolveFrom = createRequire(import.meta.url);

const LAYOUT_CACHE_LIMIT = 20_000;

/**
 * Shaping a word (the font's substitution and positioning tables) is most of a stub's cost, and
 * the PDF library keeps its word cache per document; this one lasts across documents. The library
 * scales a run's positions in place, so every caller gets its own copy of the positions.
 */
function withLayoutCache(font: Font): Font {
  const shape = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, features, ...rest) => {
    if (features !== undefined || rest.length > 0) return shape(text, features, ...rest);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= LAYOUT_CACHE_LIMIT) runs.clear();
      run = shape(text);
      runs.set(text, run);
    }
    const copy: GlyphRun = Object.create(Object.getPrototypeOf(run) as object);
    Object.assign(copy, run, {
      glyphs: run.glyphs.slice(),
      positions: run.positions.map((position) => ({ ...position })),
    });
    return copy;
  };
  return font;
}

/** A font file shipped by an npm package whose exports name only its index. */
function packagedFont(packageName: string, file: string): Font {
  const folder = join(dirname(resolveFrom.resolve(packageName)), '..', 'fonts');
  const font = create(readFileSync(join(folder, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return withLayoutCache(font);
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
