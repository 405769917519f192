import { EngineInputError } from '../errors';
import { percent, type Rate } from '../rate';

export type FutaCreditReductionYear = {
  /** Where the rates were published. */
  publication: string;
  /** The reduction of each credit-reduction state, by two-letter code; other states have none. */
  rates: Readonly<Record<string, Rate>>;
};

/**
 * FUTA credit reductions by year (Schedule A, Form 940). The Department of Labor fixes a year's
 * list after 10 November of that year, so a year appears here only once it is final; the 2026
 * list is only a forecast (California 1.5% and more, the Virgin Islands 4.8%) and is left out.
 */
export const FUTA_CREDIT_REDUCTIONS: Readonly<Record<number, FutaCreditReductionYear>> = {
  2025: {
    publication:
      'DOL Final 2025 FUTA Credit Reductions (rev. 11-10-25); Schedule A (Form 940) 2025',
    // Connecticut and New York repaid their loans by 10 November 2025: no reduction.
    rates: { CA: percent('1.2'), VI: percent('4.5') },
  },
};

/** The credit reductions of a year; a year not on file is an error that names it. */
export function futaCreditReductions(year: number): FutaCreditReductionYear {
  const known = FUTA_CREDIT_REDUCTIONS[year];
  if (!known)
    throw new EngineInputError(
      'year',
      `the FUTA credit reduction states of ${year} are not on file (they are final after 10 November ${year})`,
    );
  return known;
}
