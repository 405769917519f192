import { SEQUENCE_SPAN } from '../trace-numbers';
import type { Problem } from './problem';

/** Trace numbers seen so far: each must follow the previous one of its batch and be new to the file. */
export type TraceTracker = {
  highest: number;
  previousInBatch: number;
  readonly all: number[];
  seen: Set<number> | undefined;
};

export function newTraceTracker(): TraceTracker {
  return { highest: -1, previousInBatch: -1, all: [], seen: undefined };
}

export function startBatchTraces(t: TraceTracker): void {
  t.previousInBatch = -1;
}

function push(
  sink: Problem[],
  b: number,
  i: number,
  isOffset: boolean,
  rule: Problem['rule'],
  message: string,
) {
  sink.push({
    scope: isOffset ? 'offset' : 'entry',
    batch: b,
    entry: isOffset ? -1 : i,
    field: 'traceNumber',
    label: 'Trace Number',
    rule,
    message,
  });
}

/** `value` is the 15-digit trace as a number (NaN when unknown, already reported). */
export function trackTrace(
  t: TraceTracker,
  value: number,
  odfi: number,
  b: number,
  i: number,
  isOffset: boolean,
  sink: Problem[],
): void {
  if (Number.isNaN(value)) return;
  if (!Number.isNaN(odfi) && Math.floor(value / SEQUENCE_SPAN) !== odfi) {
    push(
      sink,
      b,
      i,
      isOffset,
      'trace-odfi',
      `trace number does not start with the ODFI identification ${String(odfi).padStart(8, '0')}`,
    );
  }
  if (value <= t.previousInBatch) {
    push(
      sink,
      b,
      i,
      isOffset,
      'trace-order',
      'trace number is not greater than the previous one in the batch',
    );
  } else if (value <= t.highest) {
    // Only a trace below the file's highest so far can repeat an earlier one.
    t.seen ??= new Set(t.all);
    if (t.seen.has(value))
      push(sink, b, i, isOffset, 'trace-duplicate', 'trace number already used in the file');
  }
  t.previousInBatch = value;
  if (value > t.highest) t.highest = value;
  t.all.push(value);
  t.seen?.add(value);
}
