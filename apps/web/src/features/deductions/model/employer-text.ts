import type { EmployerContribution } from '@paydesk/contracts';

/** One tier of a match, as a sentence part: the rate, and how far into pay it reaches. */
export type MatchTierPhrase =
  | { id: 'deductions.employer.matchTier'; rate: number; upTo: number }
  | { id: 'deductions.employer.matchNextTier'; rate: number; share: number };

/**
 * The tiers of a match as a reader says them: "100% of the first 3%, 50% of the next 2%". Each
 * tier after the first covers the share of pay between the tier before it and its own reach.
 */
export function matchPhrases(match: NonNullable<EmployerContribution['match']>): MatchTierPhrase[] {
  return match.map((tier, index) => {
    const before = match[index - 1];
    if (!before) {
      return {
        id: 'deductions.employer.matchTier',
        rate: tier.ratePercent,
        upTo: tier.upToPercentOfPay,
      };
    }
    // Two decimals at most on both sides: the difference, rounded back to them, is exact.
    const share = Math.round((tier.upToPercentOfPay - before.upToPercentOfPay) * 100) / 100;
    return { id: 'deductions.employer.matchNextTier', rate: tier.ratePercent, share };
  });
}

/** Where a deduction stands on a day: not started, running, or ended (kept for its history). */
export type DeductionStatus = 'upcoming' | 'active' | 'ended';

export function statusOn(
  record: { startDate: string; endDate: string | null },
  today: string,
): DeductionStatus {
  if (record.endDate !== null && record.endDate < today) return 'ended';
  if (record.startDate > today) return 'upcoming';
  return 'active';
}
