import type { PaymentStatus, PayStubStatus } from '@paydesk/contracts';

export type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

export type StatusBadge = { labelId: string; color: ChipColor; testId: string };

/**
 * The chips a stub shows: issued or voided, and its payment when that tells something more —
 * paid, or failed (the bank returned it). A pending payment of an issued stub says nothing new.
 */
export function statusBadges(status: PayStubStatus, paymentStatus: PaymentStatus): StatusBadge[] {
  const stub: StatusBadge =
    status === 'voided'
      ? { labelId: 'payStubs.status.voided', color: 'default', testId: 'pay-stub-status' }
      : { labelId: 'payStubs.status.issued', color: 'primary', testId: 'pay-stub-status' };
  if (status === 'voided') return [stub];
  if (paymentStatus === 'failed') {
    return [stub, { labelId: 'payStubs.payment.failed', color: 'error', testId: 'payment-status' }];
  }
  if (paymentStatus === 'paid') {
    return [stub, { labelId: 'payStubs.payment.paid', color: 'success', testId: 'payment-status' }];
  }
  return [stub];
}
