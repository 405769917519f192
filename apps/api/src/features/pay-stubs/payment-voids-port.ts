import type { Db } from '@paydesk/api/platform/db/database';

/**
 * What voiding one payment needs of the payroll feature, which owns stubs and payrolls: in the
 * caller's transaction, void the stub and its payment, take its amounts off the approved
 * payroll's totals, and have the employee's open drafts recompute their year-to-date. Answers
 * `already_voided` or `payroll_moved_on` (no longer approved, or in an ACH file) when it could
 * not; the caller then rolls back.
 */
export type PaymentVoids = {
  voidPayment: (
    db: Db,
    stubId: string,
    now: string,
  ) => Promise<'voided' | 'already_voided' | 'payroll_moved_on'>;
};

/** The default for tests that never void: nothing can be voided. */
export const noPaymentVoids: PaymentVoids = { voidPayment: async () => 'payroll_moved_on' };
