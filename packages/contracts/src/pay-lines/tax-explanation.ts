import * as z from '../z';

/**
 * How a tax line's amount was found, so an owner can answer "why $88.08?" without an
 * accountant. Every part is a code the catalogues translate or a number the screen formats;
 * only the publication is a proper title, shown as printed.
 */
export const taxMethods = [
  /** Annual wages through an annual table or rate, divided back by the pay periods. */
  'annualizedPercentage',
  /** A table or rate applied to the period's wages as they are. */
  'periodPercentage',
  /** One rate on the taxable wages, no table. */
  'flatRate',
  /** IRS Pub 15-T Worksheet 1A, the percentage method for automated payroll systems. */
  'federalPercentage',
  /** A flat rate on supplemental wages (bonus, commission). */
  'supplementalFlatRate',
  /** A rate on wages up to a yearly wage base (Social Security, FUTA, SUTA, programmes). */
  'wageBaseRate',
  /** A share of another tax (Yonkers: a percentage of the New York tax). */
  'surcharge',
  /** A fixed yearly amount spread over the pay periods (a local services tax). */
  'annualAmountSpread',
  /** The certificate claims exemption, or the state has no wage income tax. */
  'exempt',
  'noWageTax',
] as const;
export type TaxMethod = (typeof taxMethods)[number];

/** The inputs a method used, each a translated name beside a number. */
export const taxExplanationInputs = [
  'grossWages',
  'preTaxDeductions',
  'taxableWages',
  'periodsPerYear',
  'annualWages',
  'federalTaxDeduction',
  'standardDeduction',
  'personalExemption',
  'allowances',
  'allowanceAmount',
  'exemptions',
  'exemptionAmount',
  'dependentCredit',
  'taxCredit',
  'annualTaxableWages',
  'periodTaxableWages',
  'annualTax',
  'periodTax',
  'supplementalWages',
  'yearToDateWages',
  'wageBase',
  'wagesOverThreshold',
  'baseTax',
  'rate',
  'residentRate',
  'nonresidentRate',
  'otherLocalityCredit',
  'annualAmount',
  'additionalWithholding',
] as const;
export type TaxExplanationInput = (typeof taxExplanationInputs)[number];

/** How the amount was rounded, as the publication prescribes. */
export const taxRoundings = ['centHalfUp', 'centDown', 'dollarHalfUp', 'dollarDown'] as const;
export type TaxRounding = (typeof taxRoundings)[number];

/** One input: money in cents, a count, or a rate as printed in percent (`4.75`). */
export const taxExplanationStepSchema = z.object({
  input: z.enum(taxExplanationInputs),
  cents: z.optional(z.number().check(z.int())),
  count: z.optional(z.number()),
  percent: z.optional(z.string()),
});
export type TaxExplanationStep = z.infer<typeof taxExplanationStepSchema>;

/** The table row used: `over $X: $B + r% of the excess`, annual or per period. */
export const taxExplanationBracketSchema = z.object({
  overCents: z.number().check(z.int()),
  baseCents: z.number().check(z.int()),
  percent: z.string(),
  annual: z.boolean(),
});
export type TaxExplanationBracket = z.infer<typeof taxExplanationBracketSchema>;

export const taxExplanationSchema = z.object({
  method: z.enum(taxMethods),
  steps: z.array(taxExplanationStepSchema),
  bracket: z.optional(taxExplanationBracketSchema),
  rounding: z.enum(taxRoundings),
  /** The agency publication and its edition, as printed (`Circular EN 2026`). */
  publication: z.string(),
});
export type TaxExplanation = z.infer<typeof taxExplanationSchema>;
