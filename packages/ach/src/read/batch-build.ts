import { addEntryAmount, addToAggregate, newBatchAggregate } from '../check/batch-aggregate';
import type { BatchAggregate } from '../check/batch-aggregate';
import { checkEntry } from '../check/entry-rules';
import { isPlainEntryRecord } from '../check/entry-record';
import { startBatchTraces, trackTrace } from '../check/trace-tracker';
import { parseAddenda } from '../records/addenda';
import {
  entryAddendaIndicator,
  entryAmount,
  entryCode,
  entryRdfi,
  entryTrace,
  entryTraceText,
  readEntryFields,
} from '../records/entry-detail';
import type { EntryFields } from '../records/entry-detail';
import type { BatchControlRecord } from '../records/batch-control';
import type { BatchHeaderRecord } from '../records/batch-header';
import { digitsAt } from '../text';
import { defaultTrace, SEQUENCE_SPAN } from '../trace-numbers';
import { isStandardTransactionCode } from '../transaction-codes';
import type { ReaderState } from './reader-state';
import { reportProblems } from './reader-state';

/**
 * The entry waiting for its addenda before it is checked; once checked, the batch's last entry
 * (what the offset recognition looks at). One per batch, reused, so that reading allocates no
 * bookkeeping object per entry.
 */
export interface EntrySlot {
  /** An entry is waiting. */
  pending: boolean;
  line: number;
  /** The record is text[base, base + 94). */
  text: string;
  base: number;
  trace: number;
  /** The trace number differs from what the writer would assign: the model keeps it. */
  ownTrace: boolean;
  addendaLine: number;
  addendaCount: number;
  /** Payment information of the first addenda record. */
  addenda: string | undefined;
}

/** A batch as the reader collects it: records, their lines, and running control values. */
export interface BatchBuild {
  readonly index: number;
  readonly headerLine: number;
  readonly header: BatchHeaderRecord;
  readonly odfi: number;
  readonly entryLines: number[];
  readonly entries: EntryFields[];
  readonly agg: BatchAggregate;
  readonly slot: EntrySlot;
  controlLine: number;
  control: BatchControlRecord | undefined;
  /** Entry and addenda records as they are in the file. */
  records: number;
  addenda: number;
  hash: number;
  /** False once an amount or transaction code cannot be read: totals are then not compared. */
  totalsKnown: boolean;
  offsetLine: number;
}

export function newBatch(state: ReaderState, line: number, header: BatchHeaderRecord): BatchBuild {
  startBatchTraces(state.traces);
  return {
    index: state.batches.length,
    headerLine: line,
    header,
    odfi: digitsAt(header.odfiIdentification, 0, 8),
    entryLines: [],
    entries: [],
    agg: newBatchAggregate(),
    slot: {
      pending: false,
      line: 0,
      text: '',
      base: 0,
      trace: 0,
      ownTrace: false,
      addendaLine: 0,
      addendaCount: 0,
      addenda: undefined,
    },
    controlLine: 0,
    control: undefined,
    records: 0,
    addenda: 0,
    hash: 0,
    totalsKnown: true,
    offsetLine: 0,
  };
}

export function addEntry(
  state: ReaderState,
  batch: BatchBuild,
  text: string,
  base: number,
  n: number,
): void {
  flushEntry(state, batch);
  const trace = entryTrace(text, base);
  const slot = batch.slot;
  slot.pending = true;
  slot.line = n;
  slot.text = text;
  slot.base = base;
  slot.trace = trace;
  slot.ownTrace = trace !== defaultTrace(batch.odfi, state.sequence);
  slot.addendaLine = 0;
  slot.addendaCount = 0;
  slot.addenda = undefined;
  state.sequence = trace % SEQUENCE_SPAN;
  batch.records += 1;
  batch.hash += entryRdfi(text, base);
}

/** The model entry of the slot's record. */
export function slotEntry(slot: EntrySlot): EntryFields {
  const entry = readEntryFields(slot.text, slot.base);
  // The entry keeps its trace number only where the writer would not assign the same one.
  if (slot.ownTrace) entry.traceNumber = entryTraceText(slot.text, slot.base);
  if (slot.addenda !== undefined) entry.addenda = slot.addenda;
  return entry;
}

export function addAddenda(state: ReaderState, batch: BatchBuild, line: string, n: number): void {
  const owner = batch.slot.pending ? batch.slot : undefined;
  const { sink } = state;
  batch.records += 1;
  batch.addenda += 1;
  if (!owner) {
    sink.add(n, 'Record Type', 'record-order', 'addenda record without an entry before it');
    return;
  }
  owner.addendaCount += 1;
  if (owner.addendaCount > 1) {
    sink.add(
      n,
      'Addenda Record',
      'addenda-count',
      `the entry on line ${owner.line} already has an addenda record; PPD allows one`,
    );
    return;
  }
  const addenda = parseAddenda(line);
  if (addenda.typeCode !== '05') {
    sink.add(
      n,
      'Addenda Type Code',
      'addenda-type',
      `addenda type "${addenda.typeCode}" is not supported (05 only)`,
    );
  }
  if (addenda.sequenceNumber !== '0001') {
    sink.add(
      n,
      'Addenda Sequence Number',
      'addenda-sequence',
      `is "${addenda.sequenceNumber}", expected 0001`,
    );
  }
  const expected = owner.text.slice(owner.base + 87, owner.base + 94);
  if (addenda.entryDetailSequence !== expected) {
    sink.add(
      n,
      'Entry Detail Sequence Number',
      'addenda-entry-sequence',
      `is "${addenda.entryDetailSequence}", the entry's trace sequence is ${expected}`,
    );
  }
  owner.addenda = addenda.paymentInfo;
  owner.addendaLine = n;
}

/** Checks the entry that was waiting for its addenda, with the rules the writer applies. */
export function flushEntry(state: ReaderState, batch: BatchBuild): void {
  const p = batch.slot;
  if (!p.pending) return;
  p.pending = false;
  const { sink } = state;
  const indicator = entryAddendaIndicator(p.text, p.base);
  if (indicator !== '0' && indicator !== '1') {
    sink.add(
      p.line,
      'Addenda Record Indicator',
      'addenda-indicator',
      `"${indicator}" is not 0 or 1`,
    );
  } else if (p.addendaCount > 0 !== (indicator === '1')) {
    sink.add(
      p.line,
      'Addenda Record Indicator',
      'addenda-indicator',
      p.addendaCount > 0
        ? 'is 0 but an addenda record follows'
        : 'is 1 but no addenda record follows',
    );
  }
  const index = batch.agg.entries;
  const { text, base } = p;
  if (!state.keepModel && p.addendaCount === 0 && isPlainEntryRecord(text, base, state.printable)) {
    // Validation only, and nothing to report: the entry need not be built.
    addEntryAmount(batch.agg, entryCode(text, base), entryAmount(text, base), false, index);
  } else {
    const entry = slotEntry(p);
    checkEntry(entry, batch.index, index, state.problems);
    addToAggregate(batch.agg, entry, index);
    if (!isStandardTransactionCode(entry.transactionCode) || Number.isNaN(entry.amountCents)) {
      batch.totalsKnown = false;
    }
    if (state.keepModel) batch.entries.push(entry);
  }
  trackTrace(state.traces, p.trace, batch.odfi, batch.index, index, false, state.problems);
  if (state.problems.length > 0) {
    reportProblems(state, (problem) => (problem.scope === 'addenda' && p.addendaLine) || p.line);
  }
  batch.entryLines.push(p.line);
}
