import { MAX_AMOUNT_CENTS, MAX_TOTAL_CENTS } from '../batch-math';
import type { AchEntry, AchOffset } from '../model';
import { isCreditCode, isReturnCode, isStandardTransactionCode } from '../transaction-codes';
import type { Problem } from './problem';

const MAX_BATCH_RECORDS = 999_999;

/** What the batch-level rules need to know of a batch's entries, collected one entry at a time. */
export type BatchAggregate = {
  entries: number;
  records: number;
  debit: number;
  credit: number;
  firstDebit: number;
  firstCredit: number;
  firstReturn: number;
  firstForward: number;
};

export function newBatchAggregate(): BatchAggregate {
  return {
    entries: 0,
    records: 0,
    debit: 0,
    credit: 0,
    firstDebit: -1,
    firstCredit: -1,
    firstReturn: -1,
    firstForward: -1,
  };
}

export function addToAggregate(agg: BatchAggregate, entry: AchEntry, index: number): void {
  addEntryAmount(agg, entry.transactionCode, entry.amountCents, entry.addenda !== undefined, index);
}

/** addToAggregate from the numbers alone, for a reader that has not built the entry. */
export function addEntryAmount(
  agg: BatchAggregate,
  code: number,
  amount: number,
  hasAddenda: boolean,
  index: number,
): void {
  agg.entries += 1;
  agg.records += hasAddenda ? 2 : 1;
  // An unknown code is reported on its own; guessing its direction would only add noise.
  if (!isStandardTransactionCode(code)) return;
  if (isCreditCode(code)) {
    agg.credit += amount;
    if (agg.firstCredit < 0) agg.firstCredit = index;
  } else {
    agg.debit += amount;
    if (agg.firstDebit < 0) agg.firstDebit = index;
  }
  if (isReturnCode(code)) {
    if (agg.firstReturn < 0) agg.firstReturn = index;
  } else if (agg.firstForward < 0) agg.firstForward = index;
}

function push(
  sink: Problem[],
  scope: Problem['scope'],
  batch: number,
  entry: number,
  field: string,
  label: string,
  rule: Problem['rule'],
  message: string,
): void {
  sink.push({ scope, batch, entry, field, label, rule, message });
}

/** Rules about a batch as a whole: its entries against its header and its offset. */
export function checkBatchAggregate(
  agg: BatchAggregate,
  batch: { readonly serviceClassCode?: number; readonly offset?: AchOffset },
  b: number,
  sink: Problem[],
): void {
  const { offset } = batch;
  if (agg.entries === 0) {
    push(sink, 'batch', b, -1, 'entries', 'Entries', 'batch-empty', 'the batch has no entries');
  }
  if (agg.firstReturn >= 0 && agg.firstForward >= 0) {
    push(
      sink,
      'entry',
      b,
      Math.max(agg.firstReturn, agg.firstForward),
      'transactionCode',
      'Transaction Code',
      'mixed-categories',
      'forward entries and returns/NOCs are in the same batch',
    );
  }

  const scc = batch.serviceClassCode;
  const sccProblem = (message: string) =>
    push(
      sink,
      'batch',
      b,
      -1,
      'serviceClassCode',
      'Service Class Code',
      'service-class-entries',
      message,
    );
  if (scc === 220 && agg.firstDebit >= 0) {
    sccProblem(`service class 220 is for credits only, but entry ${agg.firstDebit + 1} is a debit`);
  } else if (scc === 220 && offset) {
    sccProblem('service class 220 is for credits only, but the batch carries an offset debit');
  } else if (scc === 225 && agg.firstCredit >= 0) {
    sccProblem(
      `service class 225 is for debits only, but entry ${agg.firstCredit + 1} is a credit`,
    );
  }

  let { debit, records } = agg;
  if (offset) {
    if (agg.firstDebit >= 0) {
      push(
        sink,
        'offset',
        b,
        -1,
        'offset',
        'Transaction Code',
        'offset',
        'an offset balances a batch of credits only, but the batch has debits',
      );
    } else if (!(agg.credit > 0)) {
      push(
        sink,
        'offset',
        b,
        -1,
        'offset',
        'Amount',
        'offset',
        'there are no credits for the offset to balance',
      );
    } else if (agg.credit > MAX_AMOUNT_CENTS) {
      push(
        sink,
        'offset',
        b,
        -1,
        'offset',
        'Amount',
        'offset',
        `the offset would be ${agg.credit} cents, more than one entry holds; split the batch`,
      );
    }
    debit += agg.credit;
    records += 1;
  }
  if (debit > MAX_TOTAL_CENTS || agg.credit > MAX_TOTAL_CENTS) {
    push(
      sink,
      'batch-control',
      b,
      -1,
      'entries',
      'Total Dollar Amount',
      'amount-overflow',
      'the batch total does not fit 12 digits',
    );
  }
  if (records > MAX_BATCH_RECORDS) {
    push(
      sink,
      'batch-control',
      b,
      -1,
      'entries',
      'Entry/Addenda Count',
      'amount-overflow',
      `${records} entry and addenda records do not fit 6 digits`,
    );
  }
}
