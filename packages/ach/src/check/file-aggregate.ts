import { MAX_TOTAL_CENTS } from '../batch-math';
import type { Problem } from './problem';

/**
 * The batch number a batch gets (its own, or the previous + 1), checking that a given one is
 * greater than the previous batch's.
 */
export function checkBatchNumber(
  previous: number,
  given: number | undefined,
  b: number,
  sink: Problem[],
): number {
  const number = given ?? previous + 1;
  const problem = (message: string) =>
    sink.push({
      scope: 'batch',
      batch: b,
      entry: -1,
      field: 'batchNumber',
      label: 'Batch Number',
      rule: 'batch-number',
      message,
    });
  if (given !== undefined && Number.isInteger(given) && given <= previous) {
    problem(`batch number ${given} is not greater than the previous batch's ${previous}`);
  } else if (given === undefined && number > 9_999_999) {
    problem('no batch number left after 9999999');
  }
  return number;
}

export type FileAggregate = {
  batches: number;
  records: number;
  debit: number;
  credit: number;
};

/** Totals and counts that must fit the file control's fields. */
export function checkFileAggregate(agg: FileAggregate, sink: Problem[]): void {
  const push = (label: string, rule: Problem['rule'], message: string) =>
    sink.push({
      scope: 'file-control',
      batch: -1,
      entry: -1,
      field: 'batches',
      label,
      rule,
      message,
    });
  if (agg.batches === 0) {
    sink.push({
      scope: 'file',
      batch: -1,
      entry: -1,
      field: 'batches',
      label: 'Batches',
      rule: 'no-batches',
      message: 'the file has no batch',
    });
  }
  if (agg.debit > MAX_TOTAL_CENTS || agg.credit > MAX_TOTAL_CENTS) {
    push('Total Dollar Amount', 'amount-overflow', 'the file totals do not fit 12 digits');
  }
  if (agg.records > 99_999_999) {
    push('Entry/Addenda Count', 'amount-overflow', `${agg.records} records do not fit 8 digits`);
  }
  if (agg.batches > 999_999) push('Batch Count', 'amount-overflow', 'more than 999999 batches');
  if (Math.ceil((2 + 2 * agg.batches + agg.records) / 10) > 999_999) {
    push('Block Count', 'amount-overflow', 'more than 999999 blocks');
  }
}
