import type { Db } from '@paydesk/api/platform/db/database';
import { summaryOf } from '../payrolls/payroll-summary';
import { totalsOfSummary } from '../payrolls/payroll-answer';
import {
  markOpenDraftLinesStale,
  stubAmounts,
  subtractFromApprovedPayroll,
  voidIssuedStub,
} from './payment-void-repository';

/** What voiding one payment did: done, or why nothing changed. */
export type PaymentVoidOutcome = 'voided' | 'already_voided' | 'payroll_moved_on';

/**
 * Voids one payment of an approved payroll, in the caller's transaction: the stub and its
 * payment become voided, the payroll's totals lose its amounts (its version moves on), and the
 * employee's open drafts recompute their lines, whose year-to-date no longer holds it. Pay stubs
 * use it through their `PaymentVoids` port; the payroll feature owns these tables.
 */
export const paymentVoids = {
  async voidPayment(db: Db, stubId: string, now: string): Promise<PaymentVoidOutcome> {
    const stub = await stubAmounts(db, stubId);
    if (!stub || !(await voidIssuedStub(db, stubId, now))) return 'already_voided';
    const payment = totalsOfSummary(
      summaryOf({
        employees: 1,
        grossCents: Number(stub.gross_cents),
        employeeTaxesCents: Number(stub.employee_taxes_cents),
        employerTaxesCents: Number(stub.employer_taxes_cents),
        deductionsCents: Number(stub.deductions_cents),
        employerContributionsCents: Number(stub.employer_contributions_cents),
        reimbursementsCents: Number(stub.reimbursements_cents),
        netPayCents: Number(stub.net_pay_cents),
      }),
    );
    if (!(await subtractFromApprovedPayroll(db, stub.payroll_id, payment, now))) {
      return 'payroll_moved_on';
    }
    await markOpenDraftLinesStale(db, stub.employee_id, now);
    return 'voided';
  },
};
