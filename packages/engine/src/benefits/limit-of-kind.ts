import type { DeductionCode, PaycheckDeduction } from '@paydesk/contracts';
import { catchUpCents } from './annual-limits';
import { findBenefitLimits } from './benefit-limits';

export type LimitQuestion = {
  readonly taxYear: number;
  readonly kind: DeductionCode;
  /** The age on 31 December of the tax year, when known (catch-up contributions). */
  readonly ageOnDecember31?: number | null | undefined;
  readonly hsaCoverage?: PaycheckDeduction['hsaCoverage'];
  /** Dependent care: married people filing separately have half the household limit. */
  readonly marriedFilingSeparately?: boolean | undefined;
};

/**
 * The tax year's own limit for a kind of deduction, as a page shows it beside the year-to-date:
 * per year, except commuter benefits (per month). 401(k) and Roth 401(k) share this limit; HSA
 * counts the employer's contributions. Null for kinds without a limit of their own.
 */
export const statutoryLimitCents = (question: LimitQuestion): number | null => {
  const limits = findBenefitLimits(question.taxYear);
  const age = question.ageOnDecember31 ?? null;
  switch (question.kind) {
    case '401k':
    case 'roth401k':
      return limits.electiveDeferralCents + catchUpCents(limits, age);
    case 'hsa':
      return (
        (question.hsaCoverage === 'family' ? limits.hsa.familyCents : limits.hsa.selfCents) +
        (age !== null && age >= limits.hsa.catchUpFromAge ? limits.hsa.catchUpCents : 0)
      );
    case 'health_fsa':
      return limits.healthFsaCents;
    case 'dependent_care_fsa':
      return question.marriedFilingSeparately === true
        ? limits.dependentCareFsa.marriedSeparatelyCents
        : limits.dependentCareFsa.cents;
    case 'commuter':
      return limits.commuterMonthlyCents;
    default:
      return null;
  }
};
