import * as z from '../z';
import { payLineJurisdictionSchema, payLineProrationSchema } from '../pay-lines/jurisdiction';
import { taxExplanationSchema } from '../pay-lines/tax-explanation';
import { paymentTypeSchema } from '../employees/employee-enums';
import { payrollDeductionKindSchema } from './payroll-enums';
import { payrollReadinessItemSchema } from './payroll-readiness';
import { garnishmentTypeSchema } from '../deductions/garnishment';
import { draftTimeOffSchema } from '../time-off/time-off';

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
  /** The employee's recurring deduction it comes from; absent for one typed on this line only. */
  deductionId: z.optional(z.string()),
  /** What the employer adds beside it (a match, a fixed amount, a percentage); not wages. */
  employerAmountCents: z.optional(cents),
  /** True when the year's limit stopped the amount below what the deduction asks. */
  limitReached: z.optional(z.boolean()),
});
export type PayrollLineDeduction = z.infer<typeof payrollLineDeductionSchema>;

/** An order withheld after taxes, within the federal cap it shares with the line's other orders. */
export const payrollLineGarnishmentSchema = z.object({
  /** The pay-line code: the order's type. */
  code: z.string(),
  kind: garnishmentTypeSchema,
  label: z.string(),
  garnishmentId: z.string(),
  caseNumber: z.string(),
  /** What the order asks for this paycheck, before the cap and the total owed. */
  requestedCents: cents,
  amountCents: cents,
  /** True when the cap, the exempt amount or the total owed kept the amount below the ask. */
  limitReached: z.boolean(),
});
export type PayrollLineGarnishment = z.infer<typeof payrollLineGarnishmentSchema>;

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
    /** Orders withheld after taxes (lines stored before orders were kept have none). */
    garnishments: z.optional(z.array(payrollLineGarnishmentSchema)),
    /** The approved time-off hours this line pays (hourly) or records (salaried), by policy;
     * their pay is among `earnings` under the policy kind's earning code. */
    timeOff: z.optional(z.array(draftTimeOffSchema)),
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
