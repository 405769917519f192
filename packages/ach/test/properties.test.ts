import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAch, parseAchInput, readAch, validateAch, writeAch } from '../src/index';
import { achFile, rawInput } from './arbitraries';

const RUNS = { numRuns: 150 };

describe('properties', () => {
  it('a written model validates strictly and reads back equal', () => {
    fc.assert(
      fc.property(achFile, (file) => {
        const text = writeAch(file);
        const read = readAch(text);
        expect(read.findings).toEqual([]);
        expect(read.file).toStrictEqual(file);
        expect(writeAch(read.file!)).toBe(text);
      }),
      RUNS,
    );
  });

  it('a built raw input reads back as its normalised model', () => {
    fc.assert(
      fc.property(rawInput, (input) => {
        const built = buildAch(input);
        expect(built.ok).toBe(true);
        if (!built.ok) return;
        const parsed = parseAchInput(input);
        expect(parsed).toStrictEqual({ ok: true, file: built.file });
        const read = readAch(built.text);
        expect(read.valid).toBe(true);
        expect(read.file).toStrictEqual(built.file);
        expect(validateAch(built.text, { requireBalanced: true }).valid).toBe(
          input.batches[0]!.offset !== undefined,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('a single-character corruption is reported, or the file reads back as what it says', () => {
    const corruption = fc.record({
      file: achFile,
      at: fc.nat(),
      char: fc.oneof(
        fc.constantFrom('0', '1', '9', ' ', 'A', '\n', '\r', '\t', 'é'),
        fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      ),
    });
    fc.assert(
      fc.property(corruption, ({ file, at, char }) => {
        const text = writeAch(file);
        const i = at % text.length;
        const corrupted = text.slice(0, i) + char + text.slice(i + 1);
        const read = readAch(corrupted);
        // Validation alone takes shortcuts (no model, no entry objects): same findings.
        expect(validateAch(corrupted).findings).toEqual(read.findings);
        expect(validateAch(corrupted, { mode: 'lenient' }).findings).toEqual(
          readAch(corrupted, { mode: 'lenient' }).findings,
        );
        if (read.valid) {
          expect(writeAch(read.file!)).toBe(corrupted);
        } else {
          expect(read.findings.some((f) => f.severity === 'error')).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
