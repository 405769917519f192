import { entryHash } from '../batch-math';
import { checkFileAggregate } from '../check/file-aggregate';
import type { FileHeaderRecord } from '../records/file-header';
import type { RuleId } from '../rules';
import { digitsAt, isBlank } from '../text';
import type { FindingSink } from './finding-sink';
import { compareNumber } from './finding-sink';
import type { ReaderState } from './reader-state';
import { reportProblems } from './reader-state';

/** The fixed fields of the file header, which the model does not carry. */
export function checkFileHeaderRecord(
  record: FileHeaderRecord,
  line: number,
  sink: FindingSink,
): void {
  const fixed = (label: string, value: string, expected: string, rule: RuleId) => {
    if (value !== expected) sink.add(line, label, rule, `is "${value}", expected ${expected}`);
  };
  fixed('Priority Code', record.priorityCode, '01', 'priority-code');
  fixed('Record Size', record.recordSize, '094', 'record-size');
  fixed('Blocking Factor', record.blockingFactor, '10', 'blocking-factor');
  fixed('Format Code', record.formatCode, '1', 'format-code');
}

/** The file control against the records, block count and padding included. */
export function checkFileEnd(state: ReaderState): void {
  const { sink } = state;
  let records = 0;
  let hash = 0;
  let debit = 0;
  let credit = 0;
  let totalsKnown = true;
  for (const batch of state.batches) {
    records += batch.records;
    hash += batch.hash;
    debit += batch.agg.debit;
    credit += batch.agg.credit;
    totalsKnown &&= batch.totalsKnown;
  }
  checkFileAggregate({ batches: state.batches.length, records, debit, credit }, state.problems);
  const endLine = state.fileControl?.line ?? state.lastLine;
  reportProblems(state, (p) => (p.scope === 'file' ? (state.header?.line ?? 1) : endLine));

  const control = state.fileControl;
  if (!control) {
    sink.add(
      state.lastLine + 1,
      'File Control',
      'file-control-missing',
      'the file has no file control record',
    );
    return;
  }
  const { line, record } = control;
  const compare = (label: string, raw: string, expected: number, rule: RuleId, source: string) =>
    compareNumber(sink, line, label, rule, raw, expected, source);
  compare('Batch Count', record.batchCount, state.batches.length, 'batch-count', 'the file has');
  if (digitsAt(record.blockCount, 0, 6) === 0) {
    sink.add(line, 'Block Count', 'block-count-zero', 'is 0');
  } else {
    const blocks = Math.ceil(state.records / 10);
    compare(
      'Block Count',
      record.blockCount,
      blocks,
      'block-count',
      `${state.records} records make`,
    );
  }
  compare(
    'Entry/Addenda Count',
    record.entryAddendaCount,
    records,
    'entry-addenda-count',
    'the records give',
  );
  if (!Number.isNaN(hash)) {
    compare('Entry Hash', record.entryHash, entryHash(hash), 'entry-hash', 'the entries give');
  }
  if (totalsKnown) {
    compare(
      'Total Debit Entry Dollar Amount',
      record.debitTotal,
      debit,
      'debit-total',
      'the entries give',
    );
    compare(
      'Total Credit Entry Dollar Amount',
      record.creditTotal,
      credit,
      'credit-total',
      'the entries give',
    );
  }
  if (!isBlank(record.reserved))
    sink.add(line, 'Reserved', 'reserved', 'positions 56-94 must be blank');

  const needed = (10 - (state.records % 10)) % 10;
  if (state.fillers !== needed) {
    sink.add(
      state.lastLine,
      'Filler',
      'padding',
      `${state.records} records need ${needed} filler line(s) of 94 '9's to fill the last block of 10, found ${state.fillers}`,
    );
  }
}
