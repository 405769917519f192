import * as z from '../z';
import { payLineJurisdictionSchema, payLineProrationSchema } from '../pay-lines/jurisdiction';
import { taxExplanationSchema } from '../pay-lines/tax-explanation';
import { paymentStatusSchema } from '../payroll/payroll-enums';
import { payStubTimeOffSchema } from '../time-off/time-off';

const cents = z.number().check(z.int());

export const PAY_STUB_PAGE_SIZE = 12;

/** `issued` from the commit on; `voided` once its payment was voided. */
export const payStubStatuses = ['issued', 'voided'] as const;
export const payStubStatusSchema = z.enum(payStubStatuses);
export type PayStubStatus = z.infer<typeof payStubStatusSchema>;

/** `GET /pay-stubs?employeeId=…`: a stub in the employee's list, newest first. */
export const payStubListQuerySchema = z.object({
  employeeId: z
    .string({ error: 'Send the employee' })
    .check(z.trim(), z.minLength(1, 'Send the employee'), z.maxLength(64)),
});
export type PayStubListQuery = z.infer<typeof payStubListQuerySchema>;

export const payStubListItemSchema = z
  .object({
    id: z.string(),
    payrollId: z.string(),
    payDate: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    grossCents: cents,
    netPayCents: cents,
    status: payStubStatusSchema,
    paymentStatus: paymentStatusSchema,
  })
  .register(z.globalRegistry, { id: 'PayStubListItem' });
export type PayStubListItem = z.infer<typeof payStubListItemSchema>;

/** An earning with its hours and rate (time earnings only) and its year-to-date amount. */
export const payStubEarningSchema = z.object({
  code: z.string(),
  label: z.string(),
  proration: z.optional(payLineProrationSchema),
  hours: z.nullable(z.number()),
  rateCents: z.nullable(cents),
  amountCents: cents,
  ytdCents: cents,
});
export type PayStubEarning = z.infer<typeof payStubEarningSchema>;

/** A tax or a deduction with its year-to-date amount; `code` from the pay-line vocabulary; a tax
 * carries its `jurisdiction` and, when the stub paid it, the `explanation` of its amount as
 * computed at the commit (stubs issued before either was kept have none, and neither has a line
 * shown only for its year to date). */
export const payStubAmountSchema = z.object({
  code: z.string(),
  label: z.string(),
  jurisdiction: z.optional(payLineJurisdictionSchema),
  amountCents: cents,
  ytdCents: cents,
  explanation: z.optional(taxExplanationSchema),
});
export type PayStubAmount = z.infer<typeof payStubAmountSchema>;

export const payStubDepositSchema = z.object({
  bankName: z.nullable(z.string()),
  accountNumberLast4: z.string(),
  amountCents: cents,
});
export type PayStubDeposit = z.infer<typeof payStubDepositSchema>;

export const payStubAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type PayStubAddress = z.infer<typeof payStubAddressSchema>;

export const payStubTotalsSchema = z.object({
  grossCents: cents,
  employeeTaxesCents: cents,
  employerTaxesCents: cents,
  deductionsCents: cents,
  netPayCents: cents,
});
export type PayStubTotals = z.infer<typeof payStubTotalsSchema>;

/** `GET /pay-stubs/{id}`: the whole stub, from which the PDF is rendered too. */
export const payStubSchema = z
  .object({
    id: z.string(),
    payrollId: z.string(),
    companyId: z.string(),
    employeeId: z.string(),
    status: payStubStatusSchema,
    paymentStatus: paymentStatusSchema,
    /** The bank's return reason code (`R01`, …) of a failed payment. */
    returnCode: z.nullable(z.string()),
    company: z.object({
      name: z.string(),
      address: z.nullable(payStubAddressSchema),
      ein: z.nullable(z.string()),
    }),
    employee: z.object({
      firstName: z.string(),
      lastName: z.string(),
      address: z.nullable(payStubAddressSchema),
      /** Masked: `***-**-1234`, or null when none is on file. */
      legalId: z.nullable(z.string()),
    }),
    payGroup: z.object({ id: z.string(), name: z.string() }),
    periodStart: z.string(),
    periodEnd: z.string(),
    payDate: z.string(),
    earnings: z.array(payStubEarningSchema),
    employeeTaxes: z.array(payStubAmountSchema),
    employerTaxes: z.array(payStubAmountSchema),
    deductions: z.array(payStubAmountSchema),
    /** Orders withheld after taxes, each with its case number (stubs issued before orders were
     * kept have none). Their amounts are part of `deductionsCents`. */
    garnishments: z.optional(
      z.array(z.extend(payStubAmountSchema, { caseNumber: z.optional(z.string()) })),
    ),
    /** What the employer added to the employee's plans (a 401(k) match), apart: not wages, not
     * taken from the pay. */
    employerContributions: z.optional(z.array(payStubAmountSchema)),
    employerContributionsCents: z.optional(cents),
    reimbursementsCents: cents,
    grossCents: cents,
    employeeTaxesCents: cents,
    employerTaxesCents: cents,
    deductionsCents: cents,
    netPayCents: cents,
    ytd: payStubTotalsSchema,
    deposits: z.array(payStubDepositSchema),
    /** Each assigned time-off policy: hours used and accrued by this payment, balance after it
     * (empty for stubs issued before time off was kept). */
    timeOff: z.optional(z.array(payStubTimeOffSchema)),
    voidedAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'PayStub' });
export type PayStub = z.infer<typeof payStubSchema>;

/** The PDF's file name (specification §9). */
export const payStubFileName = (id: string): string => `pay_stub_${id}.pdf`;
