import * as z from '../z';

const cents = z.number().check(z.int());

/**
 * The totals of a draft or a payroll. Cash requirement = net pay + employee taxes + employer
 * taxes + deductions withheld for remittance + reimbursements: everything the company funds.
 */
export const payrollSummarySchema = z
  .object({
    employees: z.number().check(z.int()),
    grossCents: cents,
    employeeTaxesCents: cents,
    employerTaxesCents: cents,
    deductionsCents: cents,
    reimbursementsCents: cents,
    netPayCents: cents,
    cashRequirementCents: cents,
  })
  .register(z.globalRegistry, { id: 'PayrollSummary' });
export type PayrollSummary = z.infer<typeof payrollSummarySchema>;
