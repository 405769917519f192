import { z } from 'zod';

const cents = z.number().int();

/**
 * The totals of a draft or a payroll. Cash requirement = net pay + employee taxes + employer
 * taxes + deductions withheld for remittance + reimbursements: everything the company funds.
 */
export const payrollSummarySchema = z
  .object({
    employees: z.number().int(),
    grossCents: cents,
    employeeTaxesCents: cents,
    employerTaxesCents: cents,
    deductionsCents: cents,
    reimbursementsCents: cents,
    netPayCents: cents,
    cashRequirementCents: cents,
  })
  .meta({ id: 'PayrollSummary' });
export type PayrollSummary = z.infer<typeof payrollSummarySchema>;
