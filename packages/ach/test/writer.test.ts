import { describe, expect, it } from 'vitest';
import { AchInputError, parseAchInput, readAch, validateAch, writeAch } from '../src/index';
import type { AchBatch, AchEntry, AchFile } from '../src/index';
import { payrollInput } from './helpers';

function payrollModel(): AchFile {
  const result = parseAchInput(payrollInput());
  if (!result.ok) throw new Error('invalid');
  return result.file;
}

const ENTRY: AchEntry = {
  transactionCode: 22,
  routingNumber: '231380104',
  accountNumber: '12345678',
  amountCents: 1000,
  individualName: 'ALICE SMITH',
};

function withBatches(...batches: AchBatch[]): AchFile {
  return { ...payrollModel(), batches };
}

function batchOf(entries: AchEntry[], extra: Partial<AchBatch> = {}): AchBatch {
  const batch: AchBatch = { ...payrollModel().batches[0]!, offset: undefined };
  return JSON.parse(JSON.stringify({ ...batch, entries, ...extra })) as AchBatch;
}

describe('writeAch', () => {
  it('throws AchInputError with every problem of the model', () => {
    const file = withBatches(
      batchOf([
        { ...ENTRY, routingNumber: '231380105' },
        { ...ENTRY, individualName: 'A NAME LONGER THAN TWENTY-TWO' },
      ]),
    );
    let error: unknown;
    try {
      writeAch({ ...file, fileIdModifier: '' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AchInputError);
    expect((error as AchInputError).findings.map((f) => `${f.path}:${f.rule}`)).toEqual([
      'fileIdModifier:file-id-modifier',
      'batches[0].entries[0].routingNumber:check-digit',
      'batches[0].entries[1].individualName:field-width',
    ]);
  });

  it('writes values as they are: the model is not upper-cased again', () => {
    const text = writeAch(withBatches(batchOf([{ ...ENTRY, individualName: 'Alice Smith' }])));
    expect(text.split('\n')[2]!.slice(54, 76)).toBe('Alice Smith           ');
  });

  it('derives the service class: 220 credits, 225 debits, 200 mixed or with an offset', () => {
    const scc = (file: AchFile) => text(file).split('\n')[1]!.slice(1, 4);
    const text = (file: AchFile) => writeAch(file);
    expect(scc(withBatches(batchOf([ENTRY])))).toBe('220');
    expect(scc(withBatches(batchOf([{ ...ENTRY, transactionCode: 27 }])))).toBe('225');
    expect(scc(withBatches(batchOf([ENTRY, { ...ENTRY, transactionCode: 37 }])))).toBe('200');
    expect(scc(payrollModel())).toBe('200');
    expect(scc(withBatches(batchOf([ENTRY], { serviceClassCode: 200 })))).toBe('200');
  });

  it('balances a batch with a savings offset (37) named OFFSET', () => {
    const file = withBatches(
      batchOf([ENTRY, { ...ENTRY, amountCents: 2500 }], {
        offset: { routingNumber: '021000021', accountNumber: '999', accountType: 'savings' },
      }),
    );
    const offsetLine = writeAch(file).split('\n')[4]!;
    expect(offsetLine.slice(0, 3)).toBe('637');
    expect(offsetLine.slice(29, 39)).toBe('0000003500');
    expect(offsetLine.slice(54, 76).trimEnd()).toBe('OFFSET');
    expect(validateAch(writeAch(file), { requireBalanced: true }).valid).toBe(true);
  });

  it('numbers traces ascending and unique across batches, after a given one', () => {
    const file = withBatches(
      batchOf([{ ...ENTRY, traceNumber: '121042880000100' }, ENTRY]),
      batchOf([ENTRY], { odfiRouting: '231380104' }),
    );
    const traces = writeAch(file)
      .split('\n')
      .filter((l) => l.startsWith('6'))
      .map((l) => l.slice(79));
    expect(traces).toEqual(['121042880000100', '121042880000101', '231380100000102']);
  });

  it('writes an addenda 05 after its entry, indicator 1, sequence 0001', () => {
    const lines = writeAch(withBatches(batchOf([{ ...ENTRY, addenda: 'INVOICE 12' }]))).split('\n');
    expect(lines[2]!.charAt(78)).toBe('1');
    expect(lines[3]).toBe('705' + 'INVOICE 12'.padEnd(80) + '0001' + '0000001');
    expect(lines[4]!.slice(4, 10)).toBe('000002');
  });

  it('pads to a multiple of 10 lines and counts blocks', () => {
    const entries = Array.from({ length: 7 }, (_, i) => ({
      ...ENTRY,
      accountNumber: String(i + 1),
    }));
    const lines = writeAch(withBatches(batchOf(entries))).split('\n');
    // 11 records: 2 blocks, 9 filler lines, then the final newline.
    expect(lines).toHaveLength(21);
    expect(lines[10]!.slice(7, 13)).toBe('000002');
    expect(lines.slice(11, 20).every((l) => l === '9'.repeat(94))).toBe(true);
  });

  it.each([
    ['CRLF', { lineEnding: '\r\n' as const }],
    ['one unbroken line', { lineEnding: '' as const }],
    ['no final newline', { finalNewline: false }],
    ['one unbroken line without a final newline', { lineEnding: '' as const, finalNewline: false }],
  ])('writes and reads back %s', (_title, format) => {
    const file = { ...payrollModel(), ...format };
    const text = writeAch(file);
    expect(validateAch(text).valid).toBe(true);
    expect(readAch(text).file).toStrictEqual(file);
  });

  it('writes a record size of 94 per line', () => {
    const text = writeAch(payrollModel());
    expect(
      text
        .split('\n')
        .slice(0, -1)
        .every((l) => l.length === 94),
    ).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
  });
});
