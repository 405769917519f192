import {
  MAX_EMPLOYEE_BANK_ACCOUNTS,
  percentageToBasisPoints,
  splitValueProblem,
  type BankAccountFields,
} from '@paydesk/contracts';
import { AppError } from '@paydesk/api/platform/errors/app-error';

/** The split of an account as stored: a kind and cents or basis points. */
export type StoredSplit = {
  split_kind: string | null;
  split_amount_cents: number | null;
  split_basis_points: number | null;
};

const FULL_BASIS_POINTS = 10_000;

const splitInvalid = (path: string, detail: string, fieldMessage: string) =>
  new AppError('bank_account.split_invalid', detail, { path, fieldMessage });

/** The split columns of a new employee account, after the value fits its kind. */
export function storedSplitOf(account: BankAccountFields): StoredSplit {
  const problem = splitValueProblem(account);
  if (problem) {
    throw splitInvalid('amountOrPercentageValue', `The split does not fit: ${problem}.`, problem);
  }
  const kind = account.amountOrPercentage ?? 'remainder';
  const value = account.amountOrPercentageValue ?? null;
  return {
    split_kind: kind,
    split_amount_cents: kind === 'amount' ? value : null,
    split_basis_points:
      kind === 'percentage' && value !== null ? percentageToBasisPoints(value) : null,
  };
}

/**
 * Whether one more account fits the employee's split: at most five accounts, exactly one taking
 * the remainder (so the first one added takes it), and percentages adding up to 100 at most.
 * Pure: `existing` are the employee's accounts that are not removed.
 */
export function checkEmployeeSplit(existing: readonly StoredSplit[], next: StoredSplit): void {
  if (existing.length >= MAX_EMPLOYEE_BANK_ACCOUNTS) {
    throw new AppError(
      'bank_account.too_many',
      `An employee can split their pay over at most ${MAX_EMPLOYEE_BANK_ACCOUNTS} accounts: delete one first.`,
      { path: 'employeeId', fieldMessage: `has ${MAX_EMPLOYEE_BANK_ACCOUNTS} accounts already` },
    );
  }
  const hasRemainder = existing.some((account) => account.split_kind === 'remainder');
  if (next.split_kind === 'remainder' && hasRemainder) {
    throw splitInvalid(
      'amountOrPercentage',
      'The employee already has the account that takes the remainder: choose a fixed amount or a percentage.',
      'the remainder account exists already',
    );
  }
  if (next.split_kind !== 'remainder' && !hasRemainder) {
    throw splitInvalid(
      'amountOrPercentage',
      'The first account takes the remainder of the pay: add it before fixed amounts or percentages.',
      'the first account takes the remainder',
    );
  }
  const basisPoints = [...existing, next].reduce(
    (sum, account) => sum + (account.split_basis_points ?? 0),
    0,
  );
  if (basisPoints > FULL_BASIS_POINTS) {
    throw splitInvalid(
      'amountOrPercentageValue',
      `The percentages would add up to ${basisPoints / 100}%: together they can take at most 100%.`,
      'the percentages add up to more than 100',
    );
  }
}

/** A funding account takes the whole debit: it has no split. */
export function checkFundingSplit(account: BankAccountFields): void {
  const kind = account.amountOrPercentage ?? 'remainder';
  if (kind !== 'remainder' || (account.amountOrPercentageValue ?? null) !== null) {
    throw splitInvalid(
      'amountOrPercentage',
      'A company’s funding account is not split: leave out the amount or percentage.',
      'a funding account is not split',
    );
  }
}

/** A contractor is paid into one account (a new one replaces it): it has no split. */
export function checkContractorSplit(account: BankAccountFields): void {
  const kind = account.amountOrPercentage ?? 'remainder';
  if (kind !== 'remainder' || (account.amountOrPercentageValue ?? null) !== null) {
    throw splitInvalid(
      'amountOrPercentage',
      'A contractor is paid into one account, which is not split: leave out the amount or percentage.',
      'a contractor’s account is not split',
    );
  }
}

/** The remainder account goes last: without it the other accounts' split has no home for the rest. */
export function checkRemoval(remaining: readonly StoredSplit[], removed: StoredSplit): void {
  if (removed.split_kind === 'remainder' && remaining.length > 0) {
    throw new AppError(
      'bank_account.remainder_required',
      'This account takes the remainder of the pay: delete the employee’s other accounts first, or add a new account before changing this one.',
    );
  }
}
