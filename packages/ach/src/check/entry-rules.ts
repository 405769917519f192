import { MAX_AMOUNT_CENTS } from '../batch-math';
import type { AchEntry } from '../model';
import { isAllDigits, routingCheckDigit } from '../routing-number';
import {
  isPrenoteCode,
  isReturnCode,
  isStandardTransactionCode,
  isZeroDollarCode,
} from '../transaction-codes';
import { reporter, show } from './problem';
import type { Problem } from './problem';
import { textRule } from './field-rules';

const ENTRY_LABELS: Readonly<Record<keyof AchEntry, string>> = {
  transactionCode: 'Transaction Code',
  routingNumber: 'RDFI Identification',
  accountNumber: 'DFI Account Number',
  amountCents: 'Amount',
  individualId: 'Individual Identification Number',
  individualName: 'Individual Name',
  discretionaryData: 'Discretionary Data',
  addenda: 'Payment Related Information',
  traceNumber: 'Trace Number',
};

const TEXT_RULES = {
  accountNumber: textRule(17, 'not-blank'),
  individualId: textRule(15),
  individualName: textRule(22, 'not-blank'),
  discretionaryData: textRule(2),
  addenda: textRule(80),
} as const;

type TextField = keyof typeof TEXT_RULES;

// The common case (printable, within width, not blank) is decided here without allocating;
// only a suspicious value goes through the full rule to be described.
function isPlainText(value: unknown, width: number, required: boolean): boolean {
  if (typeof value !== 'string' || value.length > width) return false;
  let blank = true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return false;
    if (c !== 32) blank = false;
  }
  return !(required && blank);
}

function describeText(
  value: unknown,
  field: TextField,
  batch: number,
  index: number,
  sink: Problem[],
): void {
  const scope = field === 'addenda' ? 'addenda' : 'entry';
  TEXT_RULES[field](
    value as string,
    reporter(sink, scope, batch, index, field, ENTRY_LABELS[field]),
  );
}

function push(
  sink: Problem[],
  batch: number,
  entry: number,
  field: keyof AchEntry,
  rule: Problem['rule'],
  message: string,
  label: string = ENTRY_LABELS[field],
): void {
  sink.push({ scope: 'entry', batch, entry, field, label, rule, message });
}

function checkAmount(entry: AchEntry, batch: number, index: number, sink: Problem[]): void {
  const { amountCents: amount, transactionCode: code } = entry;
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT_CENTS) {
    push(
      sink,
      batch,
      index,
      'amountCents',
      'amount',
      `${show(amount)} is not a whole number of cents from 0 to ${MAX_AMOUNT_CENTS}`,
    );
  } else if (isPrenoteCode(code) || isZeroDollarCode(code)) {
    if (amount !== 0) {
      push(
        sink,
        batch,
        index,
        'amountCents',
        'prenote-amount',
        `transaction code ${code} carries no money, amount must be 0`,
      );
    }
  } else if (amount === 0 && !isReturnCode(code)) {
    push(
      sink,
      batch,
      index,
      'amountCents',
      'zero-amount',
      `transaction code ${code} needs an amount of at least 1 cent`,
    );
  }
}

/** Every rule about one entry on its own (trace order and batch context are checked elsewhere). */
export function checkEntry(entry: AchEntry, batch: number, index: number, sink: Problem[]): void {
  const code = entry.transactionCode;
  if (!Number.isInteger(code) || !isStandardTransactionCode(code)) {
    push(
      sink,
      batch,
      index,
      'transactionCode',
      'transaction-code',
      `${show(code)} is not a transaction code`,
    );
  }

  const routing = entry.routingNumber;
  const expected =
    typeof routing === 'string' && routing.length === 9 ? routingCheckDigit(routing) : -1;
  const check = expected < 0 ? -1 : routing.charCodeAt(8) - 48;
  if (expected < 0 || check < 0 || check > 9) {
    push(
      sink,
      batch,
      index,
      'routingNumber',
      'numeric',
      `"${String(routing)}" is not a 9-digit routing number`,
    );
  } else if (expected !== check) {
    push(
      sink,
      batch,
      index,
      'routingNumber',
      'check-digit',
      `routing number ${routing} has check digit ${check}, expected ${expected}`,
      'Check Digit',
    );
  }

  const { accountNumber, individualId, individualName, discretionaryData, addenda } = entry;
  if (!isPlainText(accountNumber, 17, true)) {
    describeText(accountNumber, 'accountNumber', batch, index, sink);
  }
  checkAmount(entry, batch, index, sink);
  if (individualId !== undefined && !isPlainText(individualId, 15, false)) {
    describeText(individualId, 'individualId', batch, index, sink);
  }
  if (!isPlainText(individualName, 22, true)) {
    describeText(individualName, 'individualName', batch, index, sink);
  }
  if (discretionaryData !== undefined && !isPlainText(discretionaryData, 2, false)) {
    describeText(discretionaryData, 'discretionaryData', batch, index, sink);
  }
  if (addenda !== undefined && !isPlainText(addenda, 80, false)) {
    describeText(addenda, 'addenda', batch, index, sink);
  }

  const trace = entry.traceNumber;
  if (trace !== undefined && (trace.length !== 15 || !isAllDigits(trace))) {
    push(sink, batch, index, 'traceNumber', 'trace-number', `"${trace}" is not 15 digits`);
  }
}
