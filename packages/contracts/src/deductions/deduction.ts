import * as z from '../z';
import { versionSchema } from '../record-keys';
import {
  amountOrPercentageRule,
  datesInOrderRule,
  percentageSchema,
  recurringCentsSchema,
  recurringDateSchema,
  recurringLabelSchema,
} from './deduction-fields';

/**
 * The kinds of a recurring deduction, as `POST /employees/{id}/deductions` names them. A draft
 * line carries each under its pay-line code (`recurringDeductionLineCode`).
 */
export const recurringDeductionKinds = [
  '401k',
  'roth401k',
  'section125_medical',
  'section125_dental',
  'section125_vision',
  'hsa',
  'health_fsa',
  'dependent_care_fsa',
  'commuter',
  'post_tax',
] as const;
export type RecurringDeductionKind = (typeof recurringDeductionKinds)[number];
export const RECURRING_DEDUCTION_KIND_MESSAGE = `Choose one of ${recurringDeductionKinds.join(', ')}`;
export const recurringDeductionKindSchema = z.enum(recurringDeductionKinds, {
  error: RECURRING_DEDUCTION_KIND_MESSAGE,
});

/** The pay-line code of each kind (the vocabulary says `postTax`; the rest keep their name). */
export const recurringDeductionLineCode = (
  kind: RecurringDeductionKind,
): Exclude<RecurringDeductionKind, 'post_tax'> | 'postTax' =>
  kind === 'post_tax' ? 'postTax' : kind;

/** The kinds an employer may contribute to (a match, a fixed amount, a percentage). */
export const employerContributionKinds: readonly RecurringDeductionKind[] = [
  '401k',
  'roth401k',
  'hsa',
  'health_fsa',
  'dependent_care_fsa',
  'section125_medical',
  'section125_dental',
  'section125_vision',
];

/** HSA limits depend on the coverage the account goes with. */
export const hsaCoverages = ['self_only', 'family'] as const;
export type HsaCoverage = (typeof hsaCoverages)[number];
export const HSA_COVERAGE_MESSAGE = 'Choose self_only or family coverage for an HSA';
export const HSA_COVERAGE_ONLY_MESSAGE = 'Only an HSA has a coverage';
export const hsaCoverageSchema = z.enum(hsaCoverages, { error: HSA_COVERAGE_MESSAGE });

export const MATCH_TIER_MESSAGE = 'Each tier goes further than the one before it';
export const MATCH_TIERS_MESSAGE = 'Use 1 to 5 match tiers';
export const EMPLOYER_ONE_FORM_MESSAGE = 'Give one of amountCents, percentage or match';
export const EMPLOYER_KIND_MESSAGE =
  'The employer contributes only to retirement, HSA, FSA and cafeteria plans';
export const MATCH_KIND_MESSAGE = 'A match follows a 401(k) or Roth 401(k) deferral';

/**
 * One tier of a match formula, cumulative: `[{upToPercentOfPay: 3, ratePercent: 100},
 * {upToPercentOfPay: 5, ratePercent: 50}]` is 100% of the first 3% of pay and 50% of the next 2%.
 */
export const employerMatchTierSchema = z.strictObject({
  upToPercentOfPay: percentageSchema(
    100,
    'Enter the share of pay the tier reaches, above 0 and at most 100',
  ),
  ratePercent: percentageSchema(200, 'Enter the match rate, above 0 and at most 200 percent'),
});
export type EmployerMatchTier = z.infer<typeof employerMatchTierSchema>;

/** What the employer adds: a fixed amount, a percentage of the line's gross, or a match. */
export const employerContributionSchema = z
  .strictObject({
    amountCents: z.optional(recurringCentsSchema),
    percentage: z.optional(percentageSchema()),
    match: z.optional(
      z
        .array(employerMatchTierSchema)
        .check(z.minLength(1, MATCH_TIERS_MESSAGE), z.maxLength(5, MATCH_TIERS_MESSAGE)),
    ),
  })
  .check(
    z.superRefine((value, context) => {
      const forms = [value.amountCents, value.percentage, value.match].filter(
        (form) => form !== undefined,
      ).length;
      if (forms !== 1) context.addIssue({ code: 'custom', message: EMPLOYER_ONE_FORM_MESSAGE });
      const tiers = value.match ?? [];
      tiers.forEach((tier, index) => {
        const before = tiers[index - 1];
        if (before && tier.upToPercentOfPay <= before.upToPercentOfPay) {
          context.addIssue({
            code: 'custom',
            path: ['match', index, 'upToPercentOfPay'],
            message: MATCH_TIER_MESSAGE,
          });
        }
      });
    }),
  )
  .register(z.globalRegistry, { id: 'EmployerContribution' });
export type EmployerContribution = z.infer<typeof employerContributionSchema>;

const employerRule = (
  value: { kind?: RecurringDeductionKind; employer?: EmployerContribution | null | undefined },
  context: z.core.$RefinementCtx,
): void => {
  if (!value.kind || !value.employer) return;
  if (!employerContributionKinds.includes(value.kind)) {
    context.addIssue({ code: 'custom', path: ['employer'], message: EMPLOYER_KIND_MESSAGE });
  } else if (value.employer.match && value.kind !== '401k' && value.kind !== 'roth401k') {
    context.addIssue({ code: 'custom', path: ['employer', 'match'], message: MATCH_KIND_MESSAGE });
  }
};

const hsaRule = (
  value: { kind?: RecurringDeductionKind; hsaCoverage?: HsaCoverage | null | undefined },
  context: z.core.$RefinementCtx,
): void => {
  if (value.kind === 'hsa' && !value.hsaCoverage) {
    context.addIssue({ code: 'custom', path: ['hsaCoverage'], message: HSA_COVERAGE_MESSAGE });
  } else if (value.kind && value.kind !== 'hsa' && value.hsaCoverage) {
    context.addIssue({ code: 'custom', path: ['hsaCoverage'], message: HSA_COVERAGE_ONLY_MESSAGE });
  }
};

/** `POST /employees/{id}/deductions`: exactly one of `amountCents` or `percentage` (of gross). */
export const createDeductionRequestSchema = z
  .strictObject({
    kind: recurringDeductionKindSchema,
    label: z.optional(recurringLabelSchema),
    amountCents: z.optional(recurringCentsSchema),
    percentage: z.optional(percentageSchema()),
    /** The deduction's own yearly cap, below the tax year's limit for its kind. */
    annualLimitCents: z.optional(recurringCentsSchema),
    hsaCoverage: z.optional(hsaCoverageSchema),
    employer: z.optional(employerContributionSchema),
    startDate: recurringDateSchema,
    endDate: z.optional(recurringDateSchema),
  })
  .check(
    z.superRefine(amountOrPercentageRule(true)),
    z.superRefine(datesInOrderRule),
    z.superRefine(employerRule),
    z.superRefine(hsaRule),
  )
  .register(z.globalRegistry, { id: 'CreateDeductionRequest' });
export type CreateDeductionRequest = z.input<typeof createDeductionRequestSchema>;
export type CreateDeductionInput = z.output<typeof createDeductionRequestSchema>;

/**
 * `PATCH /employees/{id}/deductions/{deductionId}`: the fields to change and the version read.
 * The kind stays (a new kind is a new deduction). Giving `amountCents` drops the percentage and
 * the other way round; `null` clears an optional field (`endDate: null` reopens the deduction).
 */
export const updateDeductionRequestSchema = z
  .strictObject({
    version: versionSchema,
    label: z.optional(z.nullable(recurringLabelSchema)),
    amountCents: z.optional(recurringCentsSchema),
    percentage: z.optional(percentageSchema()),
    annualLimitCents: z.optional(z.nullable(recurringCentsSchema)),
    hsaCoverage: z.optional(hsaCoverageSchema),
    employer: z.optional(z.nullable(employerContributionSchema)),
    startDate: z.optional(recurringDateSchema),
    endDate: z.optional(z.nullable(recurringDateSchema)),
  })
  .check(z.superRefine(amountOrPercentageRule(false)), z.superRefine(datesInOrderRule))
  .register(z.globalRegistry, { id: 'UpdateDeductionRequest' });
export type UpdateDeductionRequest = z.input<typeof updateDeductionRequestSchema>;
export type UpdateDeductionInput = z.output<typeof updateDeductionRequestSchema>;

const cents = z.number().check(z.int());

/** A recurring deduction as answered, with its year to date from the issued stubs. */
export const deductionSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    employeeId: z.string(),
    kind: recurringDeductionKindSchema,
    /** The label typed, or the kind's name in the vocabulary when none was. */
    label: z.string(),
    amountCents: z.nullable(cents),
    percentage: z.nullable(z.number()),
    annualLimitCents: z.nullable(cents),
    hsaCoverage: z.nullable(hsaCoverageSchema),
    employer: z.nullable(employerContributionSchema),
    startDate: z.string(),
    endDate: z.nullable(z.string()),
    /** True on `asOf` (today): started and not ended. */
    active: z.boolean(),
    version: z.number().check(z.int()),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** This calendar year's deductions withheld by this deduction, from non-voided stubs. */
    ytdCents: cents,
    /** The employer's contributions beside it this year. */
    employerYtdCents: cents,
    /**
     * The yearly limit that applies: the deduction's own, or the tax year's for its kind (401(k)
     * and Roth 401(k) share §402(g) with the catch-up the age allows; HSA by coverage), the lower.
     * Null when neither applies (a premium, a post-tax deduction without a limit).
     */
    limitCents: z.nullable(cents),
    /** `limitCents` less what the year has used of it (for 401(k): both kinds), never below 0. */
    remainingLimitCents: z.nullable(cents),
  })
  .register(z.globalRegistry, { id: 'Deduction' });
export type Deduction = z.infer<typeof deductionSchema>;

export const deductionListSchema = z
  .object({ items: z.array(deductionSchema) })
  .register(z.globalRegistry, { id: 'DeductionList' });
export type DeductionList = z.infer<typeof deductionListSchema>;
