import type { AchBatch, AchEntry, AchFile } from '../model';
import { defaultTrace, MAX_TRACE_SEQUENCE, traceSequence } from '../trace-numbers';
import { addToAggregate, checkBatchAggregate, newBatchAggregate } from './batch-aggregate';
import type { BatchAggregate } from './batch-aggregate';
import {
  BATCH_HEADER_LABELS,
  BATCH_HEADER_RULES,
  OFFSET_LABELS,
  OFFSET_RULES,
} from './batch-header-rules';
import { checkEntry } from './entry-rules';
import { checkBatchNumber, checkFileAggregate } from './file-aggregate';
import type { FileAggregate } from './file-aggregate';
import { FILE_HEADER_LABELS, FILE_HEADER_RULES } from './file-header-rules';
import { reporter } from './problem';
import type { FieldRule, Problem } from './problem';
import { newTraceTracker, startBatchTraces, trackTrace } from './trace-tracker';
import type { TraceTracker } from './trace-tracker';

/** Applies a table of field rules to the matching fields of `value`. */
export function applyRules(
  rules: Readonly<Record<string, FieldRule<never>>>,
  labels: Readonly<Record<string, string>>,
  value: object,
  sink: Problem[],
  scope: Problem['scope'],
  batch: number,
): void {
  const record = value as Readonly<Record<string, unknown>>;
  for (const field of Object.keys(rules)) {
    const rule = rules[field] as FieldRule<unknown>;
    rule(record[field], reporter(sink, scope, batch, -1, field, labels[field] ?? field));
  }
}

function traceProblem(sink: Problem[], b: number, i: number, isOffset: boolean, message: string) {
  sink.push({
    scope: isOffset ? 'offset' : 'entry',
    batch: b,
    entry: isOffset ? -1 : i,
    field: 'traceNumber',
    label: 'Trace Number',
    rule: 'trace-number',
    message,
  });
}

/** Trace numbers of a batch: the given ones, else the writer's (previous sequence + 1). */
function checkBatchTraces(
  batch: AchBatch,
  b: number,
  sequence: number,
  traces: TraceTracker,
  sink: Problem[],
): number {
  startBatchTraces(traces);
  const odfi = Number(batch.odfiRouting.slice(0, 8));
  let previous = sequence;
  const count = batch.entries.length + (batch.offset ? 1 : 0);
  for (let i = 0; i < count; i++) {
    const isOffset = i >= batch.entries.length;
    const given = isOffset ? undefined : (batch.entries[i] as AchEntry).traceNumber;
    let value: number;
    if (given === undefined) {
      if (previous + 1 > MAX_TRACE_SEQUENCE) {
        traceProblem(sink, b, i, isOffset, 'no trace sequence left after 9999999');
      }
      value = defaultTrace(odfi, previous);
      previous += 1;
    } else {
      previous = traceSequence(given);
      value = Number.isNaN(previous) ? NaN : Number(given);
    }
    trackTrace(traces, value, odfi, b, i, isOffset, sink);
  }
  return previous;
}

function hasGivenTraces(file: AchFile): boolean {
  for (const batch of file.batches) {
    for (const entry of batch.entries) if (entry.traceNumber !== undefined) return true;
  }
  return false;
}

/**
 * Trace numbers across the file. When the writer numbers every entry, sequences rise through the
 * file and each trace starts with its batch's ODFI: only running out of sequences can go wrong.
 */
function checkTraces(file: AchFile, sink: Problem[]): void {
  if (!hasGivenTraces(file)) {
    let count = 0;
    file.batches.forEach((batch, b) => {
      const size = batch.entries.length + (batch.offset ? 1 : 0);
      if (count + size > MAX_TRACE_SEQUENCE) {
        const i = Math.max(0, MAX_TRACE_SEQUENCE - count);
        traceProblem(sink, b, i, i >= batch.entries.length, 'no trace sequence left after 9999999');
      }
      count += size;
    });
    return;
  }
  const traces = newTraceTracker();
  let sequence = 0;
  file.batches.forEach((batch, b) => {
    sequence = checkBatchTraces(batch, b, sequence, traces, sink);
  });
}

function batchAggregate(batch: AchBatch): BatchAggregate {
  const agg = newBatchAggregate();
  for (let i = 0; i < batch.entries.length; i++) {
    addToAggregate(agg, batch.entries[i] as AchEntry, i);
  }
  return agg;
}

function addToTotals(totals: FileAggregate, batch: AchBatch, agg: BatchAggregate): void {
  totals.records += agg.records + (batch.offset ? 1 : 0);
  totals.debit += agg.debit + (batch.offset ? agg.credit : 0);
  totals.credit += agg.credit;
}

/** Rules about a batch as a whole (its entries against its header and offset). */
export function checkBatchWhole(batch: AchBatch, b: number, sink: Problem[]): void {
  checkBatchAggregate(batchAggregate(batch), batch, b, sink);
}

/** Rules across batches: batch numbers, trace numbers, file totals. */
export function checkFileWhole(file: AchFile, sink: Problem[], given?: FileAggregate): void {
  let batchNumber = 0;
  file.batches.forEach((batch, b) => {
    batchNumber = checkBatchNumber(batchNumber, batch.batchNumber, b, sink);
  });
  checkTraces(file, sink);
  let totals = given;
  if (!totals) {
    totals = { batches: file.batches.length, records: 0, debit: 0, credit: 0 };
    for (const batch of file.batches) addToTotals(totals, batch, batchAggregate(batch));
  }
  checkFileAggregate(totals, sink);
}

/** Every rule of the model, all problems at once (empty when the file can be written). */
export function checkAchFile(file: AchFile): Problem[] {
  const sink: Problem[] = [];
  const header = { ...file, referenceCode: file.referenceCode ?? '' };
  applyRules(FILE_HEADER_RULES, FILE_HEADER_LABELS, header, sink, 'file', -1);
  const totals: FileAggregate = { batches: file.batches.length, records: 0, debit: 0, credit: 0 };
  file.batches.forEach((batch, b) => {
    applyRules(BATCH_HEADER_RULES, BATCH_HEADER_LABELS, batch, sink, 'batch', b);
    if (batch.offset) applyRules(OFFSET_RULES, OFFSET_LABELS, batch.offset, sink, 'offset', b);
    const agg = newBatchAggregate();
    const { entries } = batch;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i] as AchEntry;
      checkEntry(entry, b, i, sink);
      addToAggregate(agg, entry, i);
    }
    checkBatchAggregate(agg, batch, b, sink);
    addToTotals(totals, batch, agg);
  });
  checkFileWhole(file, sink, totals);
  return sink;
}
