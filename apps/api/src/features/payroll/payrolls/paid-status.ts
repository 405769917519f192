import type { Payroll } from '@paydesk/contracts';

type PayrollStatus = Payroll['status'];
type PaymentStatus = Payroll['items'][number]['paymentStatus'];

/**
 * A payroll whose money is in an ACH file (`processing`) is `paid` once its pay date has come.
 * Computed from the clock on every read (and in the list's status filter), so no job has to run
 * on pay day and nothing is written by a read.
 */
export function payrollStatusOn(status: string, payDate: string, today: string): PayrollStatus {
  return status === 'processing' && payDate <= today ? 'paid' : (status as PayrollStatus);
}

/** A payment still pending in a paid payroll is paid; failed and voided ones stay as they are. */
export function paymentStatusOn(
  paymentStatus: string,
  payrollStatus: PayrollStatus,
): PaymentStatus {
  return payrollStatus === 'paid' && paymentStatus === 'pending'
    ? 'paid'
    : (paymentStatus as PaymentStatus);
}
