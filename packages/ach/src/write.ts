import { deriveServiceClassCode, entryHash } from './batch-math';
import { newByteWriter, putRaw, writtenText } from './byte-writer';
import type { ByteWriter } from './byte-writer';
import { checkAchFile } from './check/check-file';
import { parseCreatedAt } from './dates';
import { AchInputError } from './findings';
import { toInputFinding } from './input-findings';
import type { AchBatch, AchEntry, AchFile } from './model';
import { writeAddenda } from './records/addenda';
import { writeBatchControl } from './records/batch-control';
import { writeBatchHeader } from './records/batch-header';
import { writeEntryDetail } from './records/entry-detail';
import { FILLER_LINE, writeFileControl } from './records/file-control';
import { writeFileHeader } from './records/file-header';
import { digitsAt } from './text';
import { SEQUENCE_SPAN } from './trace-numbers';
import { isCreditCode, offsetTransactionCode } from './transaction-codes';

type Totals = {
  records: number;
  hash: number;
  debit: number;
  credit: number;
};

type State = {
  readonly w: ByteWriter;
  readonly separator: string;
  batchNumber: number;
  /** Last trace sequence written: an entry without a trace number gets the next one. */
  sequence: number;
};

function endRecord(state: State): void {
  putRaw(state.w, state.separator);
}

function writeEntry(state: State, entry: AchEntry, trace: number, totals: Totals): void {
  writeEntryDetail(state.w, entry, trace);
  endRecord(state);
  totals.records += 1;
  totals.hash += digitsAt(entry.routingNumber, 0, 8);
  if (isCreditCode(entry.transactionCode)) totals.credit += entry.amountCents;
  else totals.debit += entry.amountCents;
  if (entry.addenda !== undefined) {
    writeAddenda(state.w, entry.addenda, trace % SEQUENCE_SPAN);
    endRecord(state);
    totals.records += 1;
  }
}

function writeBatch(state: State, batch: AchBatch, file: Totals): void {
  const number = batch.batchNumber ?? state.batchNumber + 1;
  state.batchNumber = number;
  const odfi = Number(batch.odfiRouting.slice(0, 8)) * SEQUENCE_SPAN;
  const serviceClassCode =
    batch.serviceClassCode ?? deriveServiceClassCode(batch.entries, batch.offset !== undefined);
  writeBatchHeader(state.w, {
    ...batch,
    serviceClassCode,
    standardEntryClass: batch.standardEntryClass ?? 'PPD',
    originatorStatusCode: batch.originatorStatusCode ?? '1',
    batchNumber: number,
  });
  endRecord(state);
  const totals: Totals = { records: 0, hash: 0, debit: 0, credit: 0 };
  const { entries, offset } = batch;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as AchEntry;
    const given = entry.traceNumber;
    let trace: number;
    if (given === undefined) trace = odfi + ++state.sequence;
    else {
      trace = Number(given);
      state.sequence = trace % SEQUENCE_SPAN;
    }
    writeEntry(state, entry, trace, totals);
  }
  if (offset) {
    const offsetEntry: AchEntry = {
      transactionCode: offsetTransactionCode(offset.accountType),
      routingNumber: offset.routingNumber,
      accountNumber: offset.accountNumber,
      amountCents: totals.credit,
      individualName: 'OFFSET',
    };
    writeEntry(state, offsetEntry, odfi + ++state.sequence, totals);
  }
  writeBatchControl(state.w, {
    serviceClassCode,
    entryAddendaCount: totals.records,
    entryHash: entryHash(totals.hash),
    debitTotal: totals.debit,
    creditTotal: totals.credit,
    companyIdentification: batch.companyIdentification,
    messageAuthenticationCode: batch.messageAuthenticationCode,
    odfiRouting: batch.odfiRouting,
    batchNumber: number,
  });
  endRecord(state);
  file.records += totals.records;
  file.hash += totals.hash;
  file.debit += totals.debit;
  file.credit += totals.credit;
}

function recordCount(file: AchFile): number {
  let records = 2;
  for (const batch of file.batches) {
    records += 2 + batch.entries.length + (batch.offset ? 1 : 0);
    for (const entry of batch.entries) if (entry.addenda !== undefined) records += 1;
  }
  return records;
}

/** The file text of a model that passed checkAchFile. */
export function serializeAch(file: AchFile): string {
  const separator = file.lineEnding ?? '\n';
  const records = recordCount(file);
  const blocks = Math.ceil(records / 10);
  const w = newByteWriter(blocks * 10 * (94 + separator.length) + 1);
  const state: State = { w, separator, batchNumber: 0, sequence: 0 };

  const created = parseCreatedAt(file.createdAt);
  const [date, time] = 'part' in created ? ['', ''] : [created.date, created.time];
  writeFileHeader(w, file, date, time);
  endRecord(state);
  const totals: Totals = { records: 0, hash: 0, debit: 0, credit: 0 };
  for (const batch of file.batches) writeBatch(state, batch, totals);
  writeFileControl(w, {
    batchCount: file.batches.length,
    blockCount: blocks,
    entryAddendaCount: totals.records,
    entryHash: entryHash(totals.hash),
    debitTotal: totals.debit,
    creditTotal: totals.credit,
  });
  endRecord(state);
  for (let i = records; i < blocks * 10; i++) {
    putRaw(w, FILLER_LINE);
    endRecord(state);
  }
  // Every record was followed by the separator; the last one stands for the final newline.
  if (file.finalNewline === false) w.pos -= separator.length;
  else if (separator === '') putRaw(w, '\n');
  return writtenText(w);
}

/**
 * Writes the NACHA file of a model, field values as they are (use parseAchInput or buildAch to
 * upper-case and trim raw input first). Throws AchInputError listing every problem.
 */
export function writeAch(file: AchFile): string {
  const problems = checkAchFile(file);
  if (problems.length > 0) throw new AchInputError(problems.map(toInputFinding));
  return serializeAch(file);
}
