import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { sfntFromWoff } from './woff';

const woff = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff',
  ),
);

describe('unpacking a WOFF face', () => {
  it('gives the TrueType face it wraps, glyph for glyph', () => {
    const packed = create(woff);
    const unpacked = create(sfntFromWoff(woff));
    if (!('layout' in packed) || !('layout' in unpacked)) throw new Error('not a single face');
    expect(unpacked.postscriptName).toBe(packed.postscriptName);
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    const cake = 0x1f382;
    expect(unpacked.hasGlyphForCodePoint(cake)).toBe(true);
    const [before] = packed.glyphsForString('🎂');
    const [after] = unpacked.glyphsForString('🎂');
    expect(after?.id).toBe(before?.id);
    expect(after?.advanceWidth).toBe(before?.advanceWidth);
    expect(after?.path.toSVG()).toBe(before?.path.toSVG());
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2 and more bytes'))).toThrow('Not a WOFF 1.0 file');
  });
});
