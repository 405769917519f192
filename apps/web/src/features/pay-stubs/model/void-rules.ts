import { roles, type PaymentStatus, type PayStubStatus } from '@paydesk/contracts';

/** Administrators and company owners may void a payment; an employee never (API.md). */
export const canVoidPayments = (userRoles: readonly string[]): boolean =>
  userRoles.includes(roles.platformAdmin) || userRoles.includes(roles.companyOwner);

/**
 * Whether a stub still offers Void payment: issued, with its payment not yet paid, failed or
 * voided. The server decides the rest (the payroll must still be approved, not sent to the bank)
 * and says why when it refuses.
 */
export const isVoidable = (stub: { status: PayStubStatus; paymentStatus: PaymentStatus }) =>
  stub.status === 'issued' && stub.paymentStatus === 'pending';
