import type { PaycheckDeduction, PaycheckMatchTier } from '@paydesk/contracts';
import { multiplyDivideRoundHalfUp } from '../money';
import { milliPercent, percentageOf } from '../percentage';

/**
 * The employer's fixed or percentage contributions of this paycheck, indexed like `deductions`
 * (0 for a match, computed once the deferrals are known, and where there is no employer part).
 */
export const fixedEmployerCents = (
  deductions: readonly PaycheckDeduction[],
  grossCents: number,
): number[] =>
  deductions.map((deduction) => {
    const employer = deduction.employer;
    if (employer === undefined) return 0;
    if (employer.amountCents !== undefined) return employer.amountCents;
    if (employer.percentage !== undefined) return percentageOf(grossCents, employer.percentage);
    return 0;
  });

/**
 * A match on the deferral actually taken: each tier matches, at its rate, the part of the
 * deferral between the tier before's share of pay and its own. Tiers rise (the contract checks).
 */
export const matchCents = (
  tiers: readonly PaycheckMatchTier[],
  deferralCents: number,
  grossCents: number,
): number => {
  let total = 0;
  let floor = 0;
  for (const tier of tiers) {
    const ceiling = percentageOf(grossCents, tier.upToPercentOfPay);
    const matched = Math.min(deferralCents, ceiling) - floor;
    if (matched > 0)
      total += multiplyDivideRoundHalfUp(matched, milliPercent(tier.ratePercent), 100_000);
    if (deferralCents <= ceiling) break;
    floor = ceiling;
  }
  return total;
};
