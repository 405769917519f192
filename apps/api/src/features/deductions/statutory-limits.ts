import type { HsaCoverage, RecurringDeductionKind } from '@paydesk/contracts';
import { EngineInputError, statutoryLimitCents } from '@paydesk/engine';

/** What sets a kind's yearly limit besides the tax year: the age on 31 December, the coverage. */
export type LimitFacts = {
  taxYear: number;
  birthDate: string | null;
  hsaCoverage: HsaCoverage | null;
};

/** The age an employee born on `birthDate` reaches by 31 December of `taxYear`. */
export const ageOnDecember31 = (birthDate: string, taxYear: number): number =>
  taxYear - Number(birthDate.slice(0, 4));

/**
 * The tax year's yearly limit for a kind, as the engine's tax-year data holds it; null when the
 * engine has none for the kind or the year (the deduction's own limit then stands alone).
 */
export type StatutoryLimitOf = (kind: RecurringDeductionKind, facts: LimitFacts) => number | null;

export const noStatutoryLimits: StatutoryLimitOf = () => null;

/**
 * The engine's tax-year limits. Commuter benefits are limited per month, which a yearly bar
 * cannot show, so the list leaves them to the paycheck (which applies them) and the deduction's
 * own limit. A year the engine has no figures for has no statutory limit here.
 */
export const engineStatutoryLimits: StatutoryLimitOf = (kind, facts) => {
  if (kind === 'commuter' || kind === 'post_tax') return null;
  try {
    return statutoryLimitCents({
      taxYear: facts.taxYear,
      kind,
      ageOnDecember31:
        facts.birthDate === null ? null : ageOnDecember31(facts.birthDate, facts.taxYear),
      hsaCoverage: facts.hsaCoverage === 'self_only' ? 'self' : (facts.hsaCoverage ?? undefined),
    });
  } catch (error) {
    if (error instanceof EngineInputError) return null;
    throw error;
  }
};
