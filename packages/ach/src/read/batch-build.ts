import { addEntryAmount, addToAggregate, newBatchAggregate } from '../check/batch-aggregate';
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
import type { BatchHeaderRecord } from '../records/batch-header';
import { digitsAt } from '../text';
import { defaultTrace, SEQUENCE_SPAN } from '../trace-numbers';
import { isStandardTransactionCode } from '../transaction-codes';
import type { BatchBuild, EntrySlot } from './batch-build-types';
import type { ReaderState } from './reader-state';
import { reportProblems } from './reader-state';
import { addReturnAddenda, collectReturnEntry } from './return-entries';

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
      returnAddenda: undefined,
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
  slot.returnAddenda = undefined;
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
  if (state.returns) {
    addReturnAddenda(state, batch, owner, line, n);
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
  if (state.returns) collectReturnEntry(state, state.returns, batch, p);
  trackTrace(state.traces, p.trace, batch.odfi, batch.index, index, false, state.problems);
  if (state.problems.length > 0) {
    reportProblems(state, (problem) => (problem.scope === 'addenda' && p.addendaLine) || p.line);
  }
  batch.entryLines.push(p.line);
}
