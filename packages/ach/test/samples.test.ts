import { describe, expect, it } from 'vitest';
import { buildAch, readAch, validateAch, writeAch } from '../src/index';
import { payrollInput, readFixture, SAMPLES } from './helpers';

// Verdicts from the reference: three samples are strictly valid; moov-ppd-debit has two lines
// with their trailing spaces trimmed, which moov pads (lenient) and a bank rejects (strict).
const STRICTLY_VALID = new Set([
  'moov-ppd-mixedDebitCredit',
  'moov-web-debit',
  'payroll-ppd-balanced',
]);

describe('sample files', () => {
  it.each(SAMPLES)('%s: strict and lenient verdicts', (name) => {
    const text = readFixture(`${name}.ach`);
    const strict = validateAch(text);
    const lenient = validateAch(text, { mode: 'lenient' });
    expect(lenient.valid).toBe(true);
    expect(lenient.findings.every((f) => f.severity === 'warning')).toBe(true);
    expect(strict.valid).toBe(STRICTLY_VALID.has(name));
    if (STRICTLY_VALID.has(name)) expect(strict.findings).toEqual([]);
  });

  it('moov-ppd-debit: the two short lines are the only findings', () => {
    const text = readFixture('moov-ppd-debit.ach');
    expect(validateAch(text).findings).toEqual([
      expect.objectContaining({
        line: 1,
        field: 'Record',
        rule: 'record-length',
        severity: 'error',
      }),
      expect.objectContaining({
        line: 5,
        field: 'Record',
        rule: 'record-length',
        severity: 'error',
      }),
    ]);
    expect(
      validateAch(text, { mode: 'lenient' }).findings.map((f) => [f.line, f.severity]),
    ).toEqual([
      [1, 'warning'],
      [5, 'warning'],
    ]);
  });

  it.each([...STRICTLY_VALID])(
    '%s: write(read(file)) gives the file back byte for byte',
    (name) => {
      const text = readFixture(`${name}.ach`);
      const { file, valid } = readAch(text);
      expect(valid).toBe(true);
      expect(file).toBeDefined();
      expect(writeAch(file!)).toBe(text);
    },
  );

  it.each(SAMPLES)('%s: read(write(x)) gives back x for the model x the file holds', (name) => {
    const { file } = readAch(readFixture(`${name}.ach`), { mode: 'lenient' });
    const again = readAch(writeAch(file!));
    expect(again.valid).toBe(true);
    expect(again.file).toStrictEqual(file);
  });

  it('moov-ppd-debit: a lenient read writes back a strictly valid file', () => {
    const { file } = readAch(readFixture('moov-ppd-debit.ach'), { mode: 'lenient' });
    const written = writeAch(file!);
    expect(validateAch(written).valid).toBe(true);
    expect(written.split('\n').every((l) => l.length === 94 || l === '')).toBe(true);
  });

  it('building the payroll input gives payroll-ppd-balanced.ach byte for byte', () => {
    const result = buildAch(payrollInput());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected = readFixture('payroll-ppd-balanced.ach');
    expect(result.text).toBe(expected);
    expect(result.text.endsWith('\n')).toBe(true);
    expect(readAch(expected).file).toStrictEqual(result.file);
  });

  it('reads payroll-ppd-balanced.ach into the model, its last entry as the offset', () => {
    const { file } = readAch(readFixture('payroll-ppd-balanced.ach'));
    const batch = file!.batches[0]!;
    expect(batch.entries.map((e) => [e.transactionCode, e.individualName, e.amountCents])).toEqual([
      [22, 'ALICE SMITH', 215433],
      [32, 'BOB JONES', 187650],
      [22, 'CAROL NGUYEN', 302219],
    ]);
    expect(batch.offset).toEqual({
      routingNumber: '121042882',
      accountNumber: '987654321',
      accountType: 'checking',
    });
    expect(file!.createdAt).toBe('2026-01-14T09:30:00Z');
    expect(batch.effectiveEntryDate).toBe('2026-01-15');
  });

  it('keeps what the moov samples carry beyond the build input', () => {
    const web = readAch(readFixture('moov-web-debit.ach')).file!;
    expect(web.referenceCode).toBe('A0000001');
    expect(web.finalNewline).toBe(false);
    expect(web.batches.map((b) => b.standardEntryClass)).toEqual(['WEB', 'WEB', undefined]);
    // Its first trace number has sequence 0, which the writer would not assign by itself.
    expect(web.batches[0]!.entries[0]!.traceNumber).toBe('081000030000000');
    expect(web.batches[0]!.entries[1]!.traceNumber).toBeUndefined();
    const mixed = readAch(readFixture('moov-ppd-mixedDebitCredit.ach')).file!;
    expect(mixed.immediateOrigin).toBe('0121042882');
  });
});
