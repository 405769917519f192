import * as z from '../z';
import { garnishmentCodes } from '../pay-lines/deduction-codes';
import { payLineJurisdictionSchema, payLineProrationSchema } from '../pay-lines/jurisdiction';
import { taxExplanationSchema } from '../pay-lines/tax-explanation';

const cents = z.number().check(z.int());

export const PAYCHECK_LINE_SIDES = [
  'earning',
  'employeeTax',
  'employerTax',
  'deduction',
  'garnishment',
] as const;

/** One labelled line of a pay stub. */
export const paycheckLineSchema = z.object({
  /** The line's code in the pay-line vocabulary (`packages/contracts/src/pay-lines`). */
  code: z.string(),
  /** The family of the line: the earning or deduction kind of the request (the same as `code`),
   * or the tax: `federalIncomeTax`, `socialSecurity`, `medicare`, `additionalMedicare`,
   * `stateIncomeTax`, `localIncomeTax`, `stateProgramme`, `futa`, `suta`. */
  kind: z.string(),
  label: z.string(),
  amountCents: cents,
  side: z.enum(PAYCHECK_LINE_SIDES),
  /** Whose tax it is, on tax lines. */
  jurisdiction: z.optional(payLineJurisdictionSchema),
  /** A salary paid for part of its period. */
  proration: z.optional(payLineProrationSchema),
  /** How a tax line's amount was found: method, inputs, table row, rounding, publication. */
  explanation: z.optional(taxExplanationSchema),
  hours: z.optional(z.number()),
  rateCents: z.optional(cents),
  /** Deduction and garnishment lines: the request's `id`, when it gave one. */
  id: z.optional(z.string()),
  /** Deduction lines whose request has an `employer` part: what the employer adds (not wages). */
  employerAmountCents: z.optional(cents),
  /** Deduction lines: present (true) when the amount stopped at an annual or monthly limit. */
  limitReached: z.optional(z.boolean()),
});
export type PaycheckLine = z.infer<typeof paycheckLineSchema>;

/** A deduction or a withholding reduced because the pay could not cover it. */
export const paycheckCapSchema = z.object({
  side: z.enum(['deduction', 'employeeTax']),
  /** The capped line's code and jurisdiction, as on its line. */
  code: z.string(),
  jurisdiction: z.optional(payLineJurisdictionSchema),
  kind: z.string(),
  label: z.string(),
  requestedCents: cents,
  appliedCents: cents,
});
export type PaycheckCap = z.infer<typeof paycheckCapSchema>;

/** One order's share of this paycheck, in the request's order. */
export const paycheckGarnishmentResultSchema = z.object({
  id: z.optional(z.string()),
  type: z.enum(garnishmentCodes),
  label: z.string(),
  amountCents: cents,
  /** What the order asked for this paycheck (after what it still claims). */
  requestedCents: cents,
  /** Less than asked: the federal or state limit, or the pay, could not carry it. */
  capped: z.boolean(),
  /** What the order claims after this paycheck, when the request said what it claimed. */
  remainingOwedCents: z.optional(cents),
});
export type PaycheckGarnishmentResult = z.infer<typeof paycheckGarnishmentResultSchema>;

export const paycheckResultSchema = z
  .object({
    grossCents: cents,
    netPayCents: cents,
    reimbursementsCents: cents,
    /** Wages taxed by each tax in this paycheck, after wage bases and thresholds. */
    taxableWages: z.object({
      federalIncomeTaxCents: cents,
      socialSecurityCents: cents,
      medicareCents: cents,
      additionalMedicareCents: cents,
      futaCents: cents,
      sutaCents: cents,
      stateIncomeTaxCents: cents,
    }),
    /** Wages subject to each tax before any wage base: add them to the year-to-date figures. */
    subjectWages: z.object({
      socialSecurityCents: cents,
      medicareCents: cents,
      futaCents: cents,
      sutaCents: cents,
      /** Supplemental wages (bonus, commission) inside the gross: add them to the year's. */
      supplementalCents: cents,
    }),
    employeeTaxes: z.object({
      federalIncomeTaxCents: cents,
      socialSecurityCents: cents,
      medicareCents: cents,
      additionalMedicareCents: cents,
      stateIncomeTaxCents: cents,
      /** Employee-paid state programmes (unemployment, disability, paid leave). */
      otherCents: cents,
    }),
    employerTaxes: z.object({
      socialSecurityCents: cents,
      medicareCents: cents,
      futaCents: cents,
      sutaCents: cents,
      /** Employer shares of state programmes. */
      otherCents: cents,
    }),
    deductions: z.object({ preTaxCents: cents, postTaxCents: cents }),
    totals: z.object({
      employeeTaxesCents: cents,
      employerTaxesCents: cents,
      /** Voluntary deductions only: garnishments have their own total. */
      deductionsCents: cents,
      /** Employer contributions beside the deductions (not wages); when any deduction has one. */
      employerContributionsCents: z.optional(cents),
      /** When the request lists garnishments. Net pay is lowered by them. */
      garnishmentsCents: z.optional(cents),
    }),
    /**
     * Garnishments, when the request lists any. `disposableEarningsCents` is gross less the
     * employee taxes, the base of the limits.
     */
    garnishments: z.optional(z.array(paycheckGarnishmentResultSchema)),
    disposableEarningsCents: z.optional(cents),
    capped: z.array(paycheckCapSchema),
    lines: z.array(paycheckLineSchema),
  })
  .register(z.globalRegistry, { id: 'PaycheckResult' });
export type PaycheckResult = z.infer<typeof paycheckResultSchema>;

/** What the calculator answers for bad input: the field path and a sentence. */
export const paycheckErrorSchema = z
  .object({ error: z.object({ field: z.string(), message: z.string() }) })
  .register(z.globalRegistry, { id: 'PaycheckError' });
export type PaycheckError = z.infer<typeof paycheckErrorSchema>;
