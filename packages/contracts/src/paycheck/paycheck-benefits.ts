import * as z from '../z';
import { paycheckCentsSchema, paycheckDateSchema, paycheckPercentageSchema } from './fields';
import { deductionCodes, garnishmentCodes } from '../pay-lines/deduction-codes';

// Deductions, employer contributions, the employee's facts for the annual limits, and
// garnishment orders: the benefit parts of the paycheck request.

const label = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(100, 'must be at most 100 characters'),
  );

const reference = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(100, 'must be at most 100 characters'),
  );

const exactlyOneAmount = (value: { amountCents?: number; percentage?: number }): boolean =>
  (value.amountCents === undefined) !== (value.percentage === undefined);

/**
 * One tier of a match formula. Tiers are cumulative and ascending: `[{upToPercentOfPay: 3,
 * ratePercent: 100}, {upToPercentOfPay: 5, ratePercent: 50}]` is 100% of the deferral up to 3% of
 * pay plus 50% of the deferral between 3% and 5% of pay.
 */
export const paycheckMatchTierSchema = z.strictObject({
  upToPercentOfPay: paycheckPercentageSchema,
  ratePercent: z.number({ error: 'must be a percentage' }).check(
    z.gte(0, 'must not be negative'),
    z.lte(1000, 'must be at most 1000'),
    z.refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
      message: 'may have at most three decimals',
    }),
  ),
});
export type PaycheckMatchTier = z.infer<typeof paycheckMatchTierSchema>;

/**
 * What the employer adds beside a deduction (not wages): a fixed amount, a percentage of the
 * line's gross, or a match of the deferral actually taken this paycheck.
 */
export const paycheckEmployerContributionSchema = z
  .strictObject({
    amountCents: z.optional(paycheckCentsSchema),
    percentage: z.optional(paycheckPercentageSchema),
    match: z.optional(
      z.array(paycheckMatchTierSchema).check(
        z.minLength(1, 'must list at least one tier'),
        z.maxLength(10, 'must list at most 10 tiers'),
        z.refine(
          (tiers) =>
            tiers.every(
              (tier, index) =>
                index === 0 || tier.upToPercentOfPay > (tiers[index - 1]?.upToPercentOfPay ?? 0),
            ),
          { message: 'tiers must rise: each upToPercentOfPay above the one before' },
        ),
      ),
    ),
  })
  .check(
    z.refine(
      (employer) =>
        [employer.amountCents, employer.percentage, employer.match].filter(
          (value) => value !== undefined,
        ).length === 1,
      { message: 'give exactly one of amountCents, percentage or match', path: ['amountCents'] },
    ),
  );
export type PaycheckEmployerContribution = z.infer<typeof paycheckEmployerContributionSchema>;

export const PAYCHECK_DEDUCTION_KINDS = deductionCodes;
export const PAYCHECK_HSA_COVERAGES = ['self', 'family'] as const;
export const paycheckDeductionSchema = z
  .strictObject({
    kind: z.enum(PAYCHECK_DEDUCTION_KINDS),
    /** The amount for this paycheck; or `percentage` of the line's gross. */
    amountCents: z.optional(paycheckCentsSchema),
    percentage: z.optional(paycheckPercentageSchema),
    label: z.optional(label),
    /** The caller's reference (a recurring deduction's id), echoed on the result line. */
    id: z.optional(reference),
    /** This deduction's own annual limit, beside the tax year's limit for its kind. */
    annualLimitCents: z.optional(paycheckCentsSchema),
    /** This deduction's amounts in the tax year before this paycheck (non-voided stubs). */
    ytdCents: z.optional(paycheckCentsSchema),
    /** This deduction's amounts in the pay date's month before this paycheck (commuter). */
    monthToDateCents: z.optional(paycheckCentsSchema),
    /** HSA only: the coverage that sets the limit; self-only when left out. */
    hsaCoverage: z.optional(z.enum(PAYCHECK_HSA_COVERAGES)),
    employer: z.optional(paycheckEmployerContributionSchema),
    /** The employer's contributions beside this deduction in the tax year before this paycheck. */
    employerYtdCents: z.optional(paycheckCentsSchema),
  })
  .check(
    z.refine(exactlyOneAmount, {
      message: 'give exactly one of amountCents or percentage',
      path: ['amountCents'],
    }),
  );
export type PaycheckDeduction = z.infer<typeof paycheckDeductionSchema>;

/**
 * Facts about the employee that set the annual limits: age on 31 December of the tax year
 * (catch-up contributions), prior-year FICA wages from this employer (the Roth-only catch-up),
 * and the elective deferrals already made this year (traditional and Roth 401(k) share §402(g)).
 */
export const paycheckEmployeeSchema = z
  .strictObject({
    /** The age is counted on 31 December of the tax year. */
    birthDate: z.optional(paycheckDateSchema),
    /** Or the age on 31 December of the tax year, given directly. */
    ageOnDecember31: z.optional(
      z
        .number({ error: 'must be a whole number of years' })
        .check(
          z.int('must be a whole number of years'),
          z.gte(0, 'must not be negative'),
          z.lte(150, 'must be at most 150'),
        ),
    ),
    /** FICA (social security) wages paid by this employer in the year before the tax year. */
    priorYearFicaWagesCents: z.optional(paycheckCentsSchema),
    /**
     * Elective deferrals before this paycheck in the tax year. When left out, the sum of the
     * 401(k) and Roth 401(k) deductions' `ytdCents` is used.
     */
    electiveDeferralsYtd: z.optional(
      z.strictObject({
        traditionalCents: z._default(paycheckCentsSchema, 0),
        rothCents: z._default(paycheckCentsSchema, 0),
      }),
    ),
  })
  .check(
    z.refine(
      (employee) => employee.birthDate === undefined || employee.ageOnDecember31 === undefined,
      {
        message: 'give birthDate or ageOnDecember31, not both',
        path: ['ageOnDecember31'],
      },
    ),
  );
export type PaycheckEmployee = z.infer<typeof paycheckEmployeeSchema>;

export const PAYCHECK_GARNISHMENT_TYPES = garnishmentCodes;

/**
 * A court or agency order, taken after taxes out of disposable earnings within the federal
 * (and stricter state) limits. Support orders and creditors give `amountCents` or `percentage`
 * (of disposable earnings); a federal tax levy gives `exemptAmountCents` from its order and takes
 * the rest; a student loan order may give neither (15% of disposable earnings).
 */
export const paycheckGarnishmentSchema = z
  .strictObject({
    /** The caller's reference (the order's id), echoed on the result. */
    id: z.optional(reference),
    type: z.enum(PAYCHECK_GARNISHMENT_TYPES),
    label: z.optional(label),
    amountCents: z.optional(paycheckCentsSchema),
    percentage: z.optional(paycheckPercentageSchema),
    /** Support orders: the employee supports another spouse or child (50% rather than 60%). */
    supportsOtherFamily: z.optional(z.boolean()),
    /** Support orders: arrears more than 12 weeks old (5 points more). */
    arrearsOver12Weeks: z.optional(z.boolean()),
    /** What the order still claims before this paycheck; the order stops once it is paid. */
    remainingOwedCents: z.optional(paycheckCentsSchema),
    /** Federal tax levy: the exempt take-home pay for this pay period, from the order. */
    exemptAmountCents: z.optional(paycheckCentsSchema),
    /** When the employer received the order: orders of the same rank go oldest first. */
    receivedOn: z.optional(paycheckDateSchema),
  })
  .check(
    z.refine((order) => order.amountCents === undefined || order.percentage === undefined, {
      message: 'give amountCents or percentage, not both',
      path: ['percentage'],
    }),
    z.refine(
      (order) =>
        order.type === 'federal_tax_levy' ||
        order.type === 'student_loan' ||
        order.amountCents !== undefined ||
        order.percentage !== undefined,
      { message: 'give amountCents or percentage', path: ['amountCents'] },
    ),
    z.refine(
      (order) => order.type !== 'federal_tax_levy' || order.exemptAmountCents !== undefined,
      {
        message: 'a federal tax levy needs the exempt amount of its order',
        path: ['exemptAmountCents'],
      },
    ),
  );
export type PaycheckGarnishment = z.infer<typeof paycheckGarnishmentSchema>;
