import { isAllDigits } from './routing-number';

export const SEQUENCE_SPAN = 10_000_000;
export const MAX_TRACE_SEQUENCE = SEQUENCE_SPAN - 1;

/** The 7-digit sequence of a trace number, NaN when it is not 15 digits. */
export function traceSequence(trace: string): number {
  return trace.length === 15 && isAllDigits(trace) ? Number(trace.slice(8)) : NaN;
}

export function formatTrace(value: number): string {
  const text = String(value);
  return text.length >= 15 ? text : '0'.repeat(15 - text.length) + text;
}

/** The trace number the writer gives an entry that has none, NaN when there is none left. */
export function defaultTrace(odfi: number, previousSequence: number): number {
  const next = previousSequence + 1;
  return next > MAX_TRACE_SEQUENCE ? NaN : odfi * SEQUENCE_SPAN + next;
}
