import type { PayrollSummary } from '@paydesk/contracts';

type Totals = Omit<PayrollSummary, 'cashRequirementCents'>;

/**
 * The cash the company needs: net pay, both sides' taxes, the deductions it withheld and remits,
 * its own contributions beside them, and the reimbursements it pays back.
 */
export const summaryOf = (totals: Totals): PayrollSummary => ({
  ...totals,
  cashRequirementCents:
    totals.netPayCents +
    totals.employeeTaxesCents +
    totals.employerTaxesCents +
    totals.deductionsCents +
    (totals.employerContributionsCents ?? 0) +
    totals.reimbursementsCents,
});
