import { CONTRACTOR_PAYMENT_MAX_CENTS } from '@paydesk/contracts';

/**
 * The backup withholding rate, in basis points: 24% of a reportable payment (§3406(a)(1), the
 * fourth-lowest §1(c) rate, still 24% in 2026's 10/12/22/24% brackets).
 */
export const BACKUP_WITHHOLDING_BASIS_POINTS = 2_400;

/**
 * 24% of the amount, in whole cents, rounded to the nearest cent (a payment of $0.03 withholds
 * $0.01; of $0.02, $0.00). 24% of whole cents never ends in exactly half a cent, so there is no
 * tie to break (the formula would round one up). In integers only: far below 2^53.
 */
export function backupWithholdingOf(amountCents: number, applies: boolean): number {
  if (!applies || amountCents <= 0) return 0;
  return Math.floor((amountCents * BACKUP_WITHHOLDING_BASIS_POINTS + 5_000) / 10_000);
}

export type LineFigures = {
  amountCents: number;
  reimbursementCents: number;
  backupWithholdingCents: number;
  netCents: number;
};

/**
 * A line's figures: the withholding is taken from the fee alone (a reimbursement of expenses is
 * not a reportable payment), and the net is what the contractor receives.
 */
export function lineFiguresOf(
  amountCents: number,
  reimbursementCents: number,
  backupWithholding: boolean,
): LineFigures {
  const backupWithholdingCents = backupWithholdingOf(amountCents, backupWithholding);
  return {
    amountCents,
    reimbursementCents,
    backupWithholdingCents,
    netCents: amountCents - backupWithholdingCents + reimbursementCents,
  };
}

/** Whether a net fits one ACH entry (10 digits); a check has no such limit. */
export const netFitsAch = (netCents: number): boolean => netCents <= CONTRACTOR_PAYMENT_MAX_CENTS;
