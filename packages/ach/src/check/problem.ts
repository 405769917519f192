import type { RuleId } from '../rules';

/** Which record a problem belongs to; the reader maps it to a line, the input to a path. */
export type ProblemScope =
  'file' | 'file-control' | 'batch' | 'batch-control' | 'entry' | 'addenda' | 'offset';

export type Problem = {
  readonly scope: ProblemScope;
  /** Batch index, -1 when the problem is not in a batch. */
  readonly batch: number;
  /** Entry index within the batch, -1 when the problem is not about an entry. */
  readonly entry: number;
  /** Model field name, e.g. "routingNumber". */
  readonly field: string;
  /** NACHA field name, e.g. "Check Digit". */
  readonly label: string;
  readonly rule: RuleId;
  readonly message: string;
};

export type Report = (rule: RuleId, message: string, label?: string) => void;

/** A check of one field's value, reporting through `report`. */
export type FieldRule<T> = (value: T, report: Report) => void;

export function reporter(
  sink: Problem[],
  scope: ProblemScope,
  batch: number,
  entry: number,
  field: string,
  defaultLabel: string,
): Report {
  return (rule, message, label) =>
    sink.push({ scope, batch, entry, field, label: label ?? defaultLabel, rule, message });
}

/** A number for a message; NaN is what the reader makes of a field that is not digits. */
export function show(value: unknown): string {
  return typeof value === 'number' && Number.isNaN(value) ? '(not digits)' : String(value);
}
