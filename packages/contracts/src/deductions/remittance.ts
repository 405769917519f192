import * as z from '../z';
import { employeeAddressSchema } from '../employees/employee-sections';
import { garnishmentTypes } from './garnishment';
import { recurringDeductionKinds } from './deduction';

const cents = z.number().check(z.int());

/** `GET /payrolls/{id}/remittances?format=` : JSON (default) or CSV. */
export const remittanceQuerySchema = z.object({
  format: z._default(z.enum(['json', 'csv'], { error: 'Choose json or csv' }), 'json'),
});
export type RemittanceQuery = z.output<typeof remittanceQuerySchema>;

/**
 * What a remittance pays: a deduction kind (`section125` for premiums typed on draft lines before
 * the three Section 125 kinds existed) or an order's type.
 */
export const remittanceKinds = [
  ...recurringDeductionKinds,
  'section125',
  ...garnishmentTypes,
] as const;
export type RemittanceKind = (typeof remittanceKinds)[number];

/**
 * One payment the company owes for a payroll: to a plan's provider, one per deduction kind
 * (the employees' deductions and the employer's contributions together, no `employeeId`), or to
 * an order's payee, one per order and employee.
 */
export const remittanceSchema = z
  .object({
    payee: z.object({
      name: z.string(),
      /** An order's payee's address; null for a plan provider (the plan's own records hold it). */
      address: z.nullable(employeeAddressSchema),
    }),
    kind: z.enum(remittanceKinds),
    employeeId: z.optional(z.string()),
    /** The order's case number, for the payee to apply the payment. */
    caseNumber: z.optional(z.string()),
    garnishmentId: z.optional(z.string()),
    /** Withheld from the employees' pay. */
    employeeAmountCents: cents,
    /** The employer's own contributions (plans only; 0 for orders). */
    employerAmountCents: cents,
    /** `employeeAmountCents + employerAmountCents`: what to send. */
    amountCents: cents,
  })
  .register(z.globalRegistry, { id: 'Remittance' });
export type Remittance = z.infer<typeof remittanceSchema>;

export const remittanceListSchema = z
  .object({
    payrollId: z.string(),
    payDate: z.string(),
    items: z.array(remittanceSchema),
    totalCents: cents,
  })
  .register(z.globalRegistry, { id: 'RemittanceList' });
export type RemittanceList = z.infer<typeof remittanceListSchema>;
