import type { PaymentStatus, PayStubStatus } from '@paydesk/contracts';

export type PaymentDateMessageId =
  | 'payStubs.paymentDate.paid'
  | 'payStubs.paymentDate.scheduled'
  | 'payStubs.paymentDate.pending'
  | 'payStubs.paymentDate.failed'
  | 'payStubs.paymentDate.voided';

/** Today in the reader's own time zone, as YYYY-MM-DD (a pay date is a calendar day). */
export function readerToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * What a stub says of its pay date. The server answers `paid` only once the money is in a file
 * sent to the bank and the pay date has come (decision 91); until then the payment is scheduled
 * for the pay date, or still pending once that day has passed (a payroll not sent yet).
 */
export function paymentDateMessageId(
  stub: { payDate: string; status: PayStubStatus; paymentStatus: PaymentStatus },
  today: string,
): PaymentDateMessageId {
  if (stub.status === 'voided' || stub.paymentStatus === 'voided') {
    return 'payStubs.paymentDate.voided';
  }
  if (stub.paymentStatus === 'paid') return 'payStubs.paymentDate.paid';
  if (stub.paymentStatus === 'failed') return 'payStubs.paymentDate.failed';
  return stub.payDate >= today ? 'payStubs.paymentDate.scheduled' : 'payStubs.paymentDate.pending';
}
