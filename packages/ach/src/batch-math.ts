import type { AchEntry } from './model';
import { isCreditCode } from './transaction-codes';

/** The most a batch's or the file's debit or credit total holds: 12 digits of cents. */
export const MAX_TOTAL_CENTS = 999_999_999_999;
/** The most one entry holds (its amount field has 10 digits), the balancing offset included. */
export const MAX_AMOUNT_CENTS = 9_999_999_999;

/** 220 credits only, 225 debits only, 200 for both or when the batch carries its offset. */
export function deriveServiceClassCode(entries: readonly AchEntry[], hasOffset: boolean): number {
  if (hasOffset) return 200;
  let credits = false;
  let debits = false;
  for (const entry of entries) {
    if (isCreditCode(entry.transactionCode)) credits = true;
    else debits = true;
  }
  if (credits && !debits) return 220;
  if (debits && !credits) return 225;
  return 200;
}

/** Rightmost 10 digits of a sum of 8-digit RDFI identifications. */
export function entryHash(sum: number): number {
  return sum % 10_000_000_000;
}
