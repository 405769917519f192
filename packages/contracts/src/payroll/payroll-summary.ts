import * as z from '../z';

const cents = z.number().check(z.int());

/**
 * The totals of a draft or a payroll. Cash requirement = net pay + employee taxes + employer
 * taxes + deductions withheld for remittance (orders included) + the employer's contributions
 * beside them + reimbursements: everything the company funds.
 */
export const payrollSummarySchema = z
  .object({
    employees: z.number().check(z.int()),
    grossCents: cents,
    employeeTaxesCents: cents,
    employerTaxesCents: cents,
    deductionsCents: cents,
    /** The employer's contributions to the employees' plans (a 401(k) match); not wages. */
    employerContributionsCents: z.optional(cents),
    reimbursementsCents: cents,
    netPayCents: cents,
    cashRequirementCents: cents,
  })
  .register(z.globalRegistry, { id: 'PayrollSummary' });
export type PayrollSummary = z.infer<typeof payrollSummarySchema>;
