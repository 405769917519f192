import * as z from '../z';
import { payLineJurisdictionSchema, payLineProrationSchema } from '../pay-lines/jurisdiction';
import { taxExplanationSchema } from '../pay-lines/tax-explanation';
import { paymentTypeSchema } from '../employees/employee-enums';
import { payrollDeductionKindSchema } from './payroll-enums';
import { payrollReadinessItemSchema } from './payroll-readiness';

const cents = z.number().check(z.int());

/** An earning of a line: `code` from the pay-line vocabulary; hours and rate only on time
 * earnings; `proration` on a salary paid for part of its period. */
export const payrollEarningSchema = z.object({
  code: z.string(),
  label: z.string(),
  proration: z.optional(payLineProrationSchema),
  hours: z.nullable(z.number()),
  rateCents: z.nullable(cents),
  amountCents: cents,
});
export type PayrollEarning = z.infer<typeof payrollEarningSchema>;

/** A tax of a line: `code` from the pay-line vocabulary, `jurisdiction` whose tax it is, and
 * `explanation` how the engine found its amount (lines stored before either was kept have none). */
export const payrollTaxSchema = z.object({
  code: z.string(),
  label: z.string(),
  jurisdiction: z.optional(payLineJurisdictionSchema),
  amountCents: cents,
  explanation: z.optional(taxExplanationSchema),
});
export type PayrollTax = z.infer<typeof payrollTaxSchema>;

/** A deduction of a line: the amount applied (the pay may not cover what was asked). */
export const payrollLineDeductionSchema = z.object({
  /** The line's code; `kind` is the same code, as `PUT /payroll-drafts/{id}` names it. */
  code: z.optional(z.string()),
  kind: payrollDeductionKindSchema,
  label: z.string(),
  amountCents: cents,
});
export type PayrollLineDeduction = z.infer<typeof payrollLineDeductionSchema>;

/** How a net pay splits into the employee's accounts. */
export const payrollDepositSchema = z.object({
  bankAccountId: z.string(),
  accountNumberLast4: z.string(),
  amountCents: cents,
});
export type PayrollDeposit = z.infer<typeof payrollDepositSchema>;

/** One employee's line of a draft, as computed by the engine. */
export const payrollDraftLineSchema = z
  .object({
    employeeId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    paymentType: z.nullable(paymentTypeSchema),
    /** Cents a year for salary, cents an hour for hourly. */
    rateCents: z.nullable(cents),
    regularHours: z.number(),
    overtimeHours: z.number(),
    excluded: z.boolean(),
    earnings: z.array(payrollEarningSchema),
    deductions: z.array(payrollLineDeductionSchema),
    grossCents: cents,
    employeeTaxes: z.array(payrollTaxSchema),
    employerTaxes: z.array(payrollTaxSchema),
    netPayCents: cents,
    deposits: z.array(payrollDepositSchema),
    readiness: z.array(payrollReadinessItemSchema),
    memo: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'PayrollDraftLine' });
export type PayrollDraftLine = z.infer<typeof payrollDraftLineSchema>;
