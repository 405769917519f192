import { percent, type Rate } from '../rate';

/** A row of a Pub 15-T annual percentage-method table: C + D × (wage − A) for A ≤ wage < next A. */
export type FederalBracket = {
  /** Column A, "at least" (annual cents). */
  readonly overCents: number;
  /** Column C, tentative amount (annual cents). */
  readonly baseCents: number;
  /** Column D. */
  readonly rate: Rate;
};

/** Rows in ascending order, the first at 0. */
export type FederalTable = readonly FederalBracket[];

export type FederalTableSet = {
  readonly marriedJointly: FederalTable;
  /** Single or married filing separately. */
  readonly single: FederalTable;
  readonly headOfHousehold: FederalTable;
};

export type FederalTaxYear = {
  /** Tables for a W-4 of 2019 or earlier, and for 2020+ W-4s without the Step 2 box. */
  readonly standard: FederalTableSet;
  /** Tables for 2020+ W-4s with the Step 2 (multiple jobs) box checked. */
  readonly checkbox: FederalTableSet;
  /** Worksheet 1A line 1g: subtracted when the Step 2 box is not checked. */
  readonly line1gCents: { readonly marriedJointly: number; readonly other: number };
  /** Worksheet 1A lines 1j–1k: each allowance of a 2019-or-earlier W-4. */
  readonly legacyAllowanceCents: number;
  /** The publication and edition of these tables, as printed: the income-tax line names it. */
  readonly publication: string;
};

/** Everything the federal and FICA/FUTA calculation needs for one calendar year. */
export type TaxYearData = {
  readonly year: number;
  readonly federal: FederalTaxYear;
  readonly socialSecurity: { readonly rate: Rate; readonly wageBaseCents: number };
  readonly medicare: {
    readonly rate: Rate;
    /** Employee only, on year-to-date Medicare wages above the threshold, whatever the filing status. */
    readonly additionalRate: Rate;
    readonly additionalThresholdCents: number;
  };
  /**
   * Federal withholding on supplemental wages (bonus, commission) paid apart from regular wages
   * (Pub 15 §7, optional flat rate method): `rate` up to `mandatoryThresholdCents` of supplemental
   * wages in the calendar year, `mandatoryRate` above it whatever the W-4 says.
   */
  readonly supplemental: {
    readonly rate: Rate;
    readonly mandatoryRate: Rate;
    readonly mandatoryThresholdCents: number;
  };
  /** Net FUTA rate after the full state credit. */
  readonly futa: { readonly rate: Rate; readonly wageBaseCents: number };
  /**
   * The publication that prints the year's social security, Medicare and FUTA rates and wage
   * bases (Pub 15, Circular E): those lines' explanations name it.
   */
  readonly employmentTaxPublication: string;
};

/** Writes a table as `[A, C, D%]` rows in cents, the way Pub 15-T prints them. */
export const federalTable = (
  rows: readonly (readonly [overCents: number, baseCents: number, percentText: string])[],
): FederalTable =>
  rows.map(([overCents, baseCents, percentText]) => ({
    overCents,
    baseCents,
    rate: percent(percentText),
  }));
