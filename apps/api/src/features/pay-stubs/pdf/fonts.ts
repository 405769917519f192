import type { Font } from 'fontkit';
import { embedPdfFont, fontsourceFont } from './font-files';
import type { StubLanguage } from './labels';

export type FontWeight = 'regular' | 'bold';

/** One font file a stub may write in. */
export type StubFace = {
  /** The name a document registers the face under; unique among the faces. */
  readonly id: string;
  /**
   * Whether the face may have a character, asked before `font()` when the face is a fallback, so
   * that a large face is not read for a character of another script.
   */
  readonly mayHave: (codePoint: number) => boolean;
  /** The parsed face: read on first use and shared by every document after. */
  readonly font: () => Font;
};

/** The faces one weight is written in: the language's own first, then the fallbacks by script. */
export type FontChain = readonly StubFace[];
export type StubFonts = Readonly<Record<FontWeight, FontChain>>;

// Parsing a font costs far more than a stub (50 ms for Noto Sans, per document when given to the
// PDF library as bytes): each face is parsed once, on first use, and shared by every document.
// The library only reads a face; each document subsets the glyphs it used on its own.
function face(id: string, mayHave: StubFace['mayHave'], load: () => Font): StubFace {
  let font: Font | undefined;
  return {
    id,
    mayHave,
    font: () => {
      font ??= load();
      return font;
    },
  };
}

const ofScript = (pattern: RegExp) => (codePoint: number) =>
  pattern.test(String.fromCodePoint(codePoint));

type Family = Readonly<Record<FontWeight, StubFace>>;

const family = (
  id: string,
  mayHave: StubFace['mayHave'],
  load: (weight: FontWeight) => () => Font,
): Family => ({
  regular: face(`${id}-regular`, mayHave, load('regular')),
  bold: face(`${id}-bold`, mayHave, load('bold')),
});

const fileWeight = { regular: 'Regular', bold: 'Bold' } as const;
const cssWeight = { regular: 400, bold: 700 } as const;

/** Noto Sans: Latin (all of French and Romanian, ș and ț included), Cyrillic, Greek, Devanagari. */
const latin = family(
  'latin',
  () => true,
  (weight) => embedPdfFont('@embedpdf/fonts-latin', `NotoSans-${fileWeight[weight]}.ttf`),
);

/**
 * Noto Sans Hans: Chinese (simplified and most traditional characters), Japanese kana, and Latin
 * letters and digits, so a Chinese stub needs no second family for them. 8 MB a weight: read
 * only for a character of those scripts when it is not the stub's own face.
 */
const chinese = family(
  'hans',
  ofScript(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u,
  ),
  (weight) => embedPdfFont('@embedpdf/fonts-sc', `NotoSansHans-${fileWeight[weight]}.otf`),
);

const arabic = family('arabic', ofScript(/\p{Script=Arabic}/u), (weight) =>
  embedPdfFont('@embedpdf/fonts-arabic', `NotoNaskhArabic-${fileWeight[weight]}.ttf`),
);

const hebrew = family('hebrew', ofScript(/\p{Script=Hebrew}/u), (weight) =>
  embedPdfFont('@embedpdf/fonts-hebrew', `NotoSansHebrew-${fileWeight[weight]}.ttf`),
);

/** Hangul (4.5 MB a weight); Korean names written in Hanja find them in the Chinese face. */
const korean = family('korean', ofScript(/\p{Script=Hangul}/u), (weight) =>
  embedPdfFont('@embedpdf/fonts-kr', `NotoSansKR-${fileWeight[weight]}.otf`),
);

const thai = family('thai', ofScript(/\p{Script=Thai}/u), (weight) =>
  fontsourceFont(
    '@fontsource/noto-sans-thai',
    `noto-sans-thai-thai-${cssWeight[weight]}-normal.woff`,
  ),
);

/** Noto Emoji, the monochrome one: a PDF's text is drawn in one colour. */
const emoji = family(
  'emoji',
  ofScript(/[\p{Extended_Pictographic}\p{Emoji_Component}]/u),
  (weight) =>
    fontsourceFont('@fontsource/noto-emoji', `noto-emoji-emoji-${cssWeight[weight]}-normal.woff`),
);

const fallbacks = [arabic, hebrew, korean, thai, emoji];

const chain = (families: readonly Family[]): StubFonts => ({
  regular: families.map((f) => f.regular),
  bold: families.map((f) => f.bold),
});

const latinStub = chain([latin, chinese, ...fallbacks]);
const chineseStub = chain([chinese, latin, ...fallbacks]);

/**
 * The faces of a stub in `language`: its own family first (Noto Sans for the Latin languages,
 * Noto Sans Hans for Chinese), then the other one and the faces of the scripts neither has, so
 * that a name prints in any language's stub.
 */
export function stubFontsFor(language: StubLanguage): StubFonts {
  return language === 'zh' ? chineseStub : latinStub;
}
