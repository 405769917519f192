import { describe, expect, it } from 'vitest';
import { buildAch, validateAch } from '../src/index';
import type { ReadOptions } from '../src/index';
import { edit, errorKeys, lineOf, lines, payrollInput, readFixture } from './helpers';

// Broken files for the rule tests, each broken in exactly one way. The payroll sample's lines:
// 1 file header, 2 batch header, 3-5 entries, 6 offset, 7 batch control, 8 file control, 9-10 filler.
export const PAYROLL = readFixture('payroll-ppd-balanced.ach');
export const WEB = readFixture('moov-web-debit.ach');

export function built(input: unknown): string {
  const result = buildAch(input);
  if (!result.ok) throw new Error(JSON.stringify(result.findings));
  return result.text;
}

/** Two one-entry batches with the same ODFI: lines 2-4 and 5-7, file control on 8. */
export function twoBatches(): string {
  const input = payrollInput();
  const batch = input.batches[0] as { entries: unknown[]; offset?: unknown };
  delete batch.offset;
  const [first, second] = batch.entries;
  input.batches = [
    { ...batch, entries: [first] },
    { ...batch, entries: [second] },
  ];
  return built(input);
}

/** The payroll file with an addenda 05 after its first entry (line 4). */
export function withAddenda(): string {
  const input = payrollInput();
  const [batch] = input.batches as { entries: Record<string, unknown>[] }[];
  Object.assign(batch?.entries[0] ?? {}, { addenda: 'INVOICE 1001' });
  return built(input);
}

export function withoutLines(text: string, ...numbers: number[]): string {
  return lines(text)
    .filter((_, i) => !numbers.includes(i + 1))
    .join('\n');
}

export function insertLine(text: string, at: number, value: string): string {
  const all = lines(text);
  all.splice(at - 1, 0, value);
  return all.join('\n');
}

export function emptyBatchFile(): string {
  const header = lineOf(PAYROLL, 1);
  const batchHeader = edit(lineOf(PAYROLL, 2), 1, 2, '220');
  const control = '8220' + '0'.repeat(40) + '1234567890' + ' '.repeat(25) + '121042880000001';
  const fileControl = '9000001000001' + '0'.repeat(42) + ' '.repeat(39);
  const filler = '9'.repeat(94);
  return [header, batchHeader, control, fileControl, ...Array(6).fill(filler), ''].join('\n');
}

export type Case = {
  readonly rule: string;
  readonly title: string;
  readonly text: () => string;
  readonly options?: ReadOptions;
  /** The exact errors, as "line:rule". */
  readonly errors?: readonly string[];
  /** Errors that must be among others (for breaks that necessarily cascade). */
  readonly includes?: readonly string[];
  /** For rules moov-io/ach does not enforce: a lenient read only warns. */
  readonly lenientValid?: boolean;
};

/** One test per case: the file broken that way gives exactly (or at least) the listed errors. */
export function runCases(title: string, cases: readonly Case[]): void {
  describe(title, () => {
    it.each(cases)('$rule: $title', (c) => {
      const text = c.text();
      const found = errorKeys(text, c.options);
      if (c.errors) expect(found).toEqual(c.errors);
      for (const key of c.includes ?? []) expect(found).toContain(key);
      expect(found.length).toBeGreaterThan(0);
      if (c.lenientValid !== undefined) {
        const lenient = validateAch(text, { ...c.options, mode: 'lenient' });
        expect(lenient.valid).toBe(c.lenientValid);
        expect(lenient.findings.length).toBeGreaterThan(0);
      }
    });

    it('every finding names a line, a field and a message', () => {
      for (const c of cases) {
        for (const f of validateAch(c.text(), c.options).findings) {
          expect(f.line).toBeGreaterThan(0);
          expect(f.field).not.toBe('');
          expect(f.message).not.toBe('');
        }
      }
    });
  });
}
