import { EngineInputError } from '../errors';

/**
 * The year's limits on benefit deductions, as the IRS publishes them. A new tax year is a new
 * row; no figure lives in the code that applies them.
 */
export type BenefitLimitYear = {
  readonly year: number;
  /** §402(g): elective deferrals, traditional and Roth 401(k) together. */
  readonly electiveDeferralCents: number;
  /** §414(v) catch-up from the age on 31 December. */
  readonly catchUp: {
    readonly fromAge: number;
    readonly cents: number;
    /** SECURE 2.0's larger catch-up for ages 60 to 63 on 31 December. */
    readonly higher: { readonly fromAge: number; readonly toAge: number; readonly cents: number };
  };
  /**
   * SECURE 2.0 §603: an employee whose prior-year FICA wages from this employer are above this
   * makes catch-up contributions only as Roth. Null before the rule applies.
   */
  readonly rothCatchUpWagesAboveCents: number | null;
  /** Employee and employer contributions together. */
  readonly hsa: {
    readonly selfCents: number;
    readonly familyCents: number;
    readonly catchUpFromAge: number;
    readonly catchUpCents: number;
  };
  readonly healthFsaCents: number;
  /** Per household; half for married people filing separately. */
  readonly dependentCareFsa: { readonly cents: number; readonly marriedSeparatelyCents: number };
  /** §132(f) qualified transportation, per month for each benefit (transit, parking). */
  readonly commuterMonthlyCents: number;
  readonly source: string;
};

const limits2025: BenefitLimitYear = {
  year: 2025,
  electiveDeferralCents: 23_500_00,
  catchUp: { fromAge: 50, cents: 7_500_00, higher: { fromAge: 60, toAge: 63, cents: 11_250_00 } },
  rothCatchUpWagesAboveCents: null,
  hsa: { selfCents: 4_300_00, familyCents: 8_550_00, catchUpFromAge: 55, catchUpCents: 1_000_00 },
  healthFsaCents: 3_300_00,
  dependentCareFsa: { cents: 5_000_00, marriedSeparatelyCents: 2_500_00 },
  commuterMonthlyCents: 325_00,
  source: 'IRS Notice 2024-80; Rev. Proc. 2024-25; Rev. Proc. 2024-40',
};

const limits2026: BenefitLimitYear = {
  year: 2026,
  electiveDeferralCents: 24_500_00,
  catchUp: { fromAge: 50, cents: 8_000_00, higher: { fromAge: 60, toAge: 63, cents: 11_250_00 } },
  rothCatchUpWagesAboveCents: 150_000_00,
  hsa: { selfCents: 4_400_00, familyCents: 8_750_00, catchUpFromAge: 55, catchUpCents: 1_000_00 },
  healthFsaCents: 3_400_00,
  dependentCareFsa: { cents: 7_500_00, marriedSeparatelyCents: 3_750_00 },
  commuterMonthlyCents: 340_00,
  source: 'IRS Notice 2025-67; Rev. Proc. 2025-19; Rev. Proc. 2025-32; §129 as amended for 2026',
};

const BENEFIT_LIMITS: ReadonlyMap<number, BenefitLimitYear> = new Map(
  [limits2025, limits2026].map((row) => [row.year, row]),
);

export const findBenefitLimits = (year: number): BenefitLimitYear => {
  const row = BENEFIT_LIMITS.get(year);
  if (row === undefined) {
    throw new EngineInputError('taxYear', `has no benefit limits for ${year}`);
  }
  return row;
};
