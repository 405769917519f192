import type { HsaCoverage, RecurringDeductionKind } from '@paydesk/contracts';

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
