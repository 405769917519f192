import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainEntryRecord } from '../src/check/entry-record';
import { checkEntry } from '../src/check/entry-rules';
import type { Problem } from '../src/check/problem';
import { entryTraceText, readEntryFields } from '../src/records/entry-detail';
import { validateAch, writeAch } from '../src/index';
import { achFile } from './arbitraries';
import { readFixture } from './helpers';

// Validation skips building an entry when isPlainEntryRecord says every entry rule passes; that
// shortcut must never hide a problem checkEntry would report.
function problemsOf(line: string): Problem[] {
  const entry = { ...readEntryFields(line, 0), traceNumber: entryTraceText(line, 0) };
  const sink: Problem[] = [];
  checkEntry(entry, 0, 0, sink);
  return sink;
}

const entryLines = achFile.map((file) =>
  writeAch(file)
    .split(/\r?\n/)
    .flatMap((l) => (l.length === 94 ? [l] : (l.match(/.{94}/g) ?? [])))
    .filter((l) => l.startsWith('6')),
);

describe('isPlainEntryRecord', () => {
  it('accepts only records in which checkEntry finds nothing', () => {
    const corrupted = fc
      .tuple(entryLines, fc.nat(), fc.nat(93), fc.constantFrom(...'0123456789 AZaz~\t\u00e9'))
      .map(([lines, which, at, char]) => {
        const line = lines[which % lines.length] ?? '';
        return line.slice(0, at) + char + line.slice(at + 1);
      });
    fc.assert(
      fc.property(corrupted, (line) => {
        const plain = isPlainEntryRecord(line, 0);
        if (plain) expect(problemsOf(line)).toEqual([]);
        // The reader looks at records in place, inside the whole file's text.
        expect(isPlainEntryRecord(`6${line}\n`, 1)).toBe(plain);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts the entries the writer writes, unless a required field starts with a blank', () => {
    fc.assert(
      fc.property(entryLines, (lines) => {
        for (const line of lines) {
          const leadingBlank = line.charAt(12) === ' ' || line.charAt(54) === ' ';
          expect(isPlainEntryRecord(line, 0)).toBe(!leadingBlank);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('validation shortcut', () => {
  it('still sees a CR inside a record of a CRLF file', () => {
    const crlf = readFixture('payroll-ppd-balanced.ach').replace(/\n/g, '\r\n');
    const broken = crlf.replace('ALICE SMITH', 'ALICE\rSMITH');
    expect(validateAch(crlf).valid).toBe(true);
    expect(validateAch(broken).findings).toEqual([
      expect.objectContaining({ line: 3, rule: 'text-characters' }),
    ]);
  });
});
