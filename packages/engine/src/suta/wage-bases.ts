// Published state unemployment (SUTA) taxable wage bases, by tax year and state: what the engine
// uses when a request gives no `suta.wageBaseCents` for the work state. The company's own rate
// always comes from the request. Sources are those of /work/shared/reference/state-withholding.md
// (§1 and §5), cited per row.
//
// Where the reference knows only an older year's figure, that figure stands in for 2026 with its
// own year kept in `figureYear`: it is FLAGGED (see `isFlaggedSutaWageBase`), listed in
// docs/state-coverage.md, and should be replaced as soon as the state's 2026 figure is known.
// A request that gives its wage base is never overridden.
//
// Left out on purpose: Louisiana (its 2026 base decreased per EY 2026-0278 but the figure was
// not captured; the 2024 $7,700 is known to be wrong for 2026). A request for it must give its
// wage base. Kansas's two circulating 2026 figures disagree ($15,100 and $14,000): the Labor
// Department's 2025 figure stands, flagged, so a Kansas employee can be paid.

export type SutaWageBase = {
  readonly wageBaseCents: number;
  /** The year the figure was published for: before the tax year when nothing newer is known. */
  readonly figureYear: number;
  readonly source: string;
  /** A doubt beyond the figure's year (an estimate, a second base for some employers). */
  readonly caveat?: string;
};

const base = (
  dollars: number,
  figureYear: number,
  source: string,
  caveat?: string,
): SutaWageBase => ({
  wageBaseCents: dollars * 100,
  figureYear,
  source,
  ...(caveat === undefined ? {} : { caveat }),
});

const FIRST_NONPROFIT = 'firstnonprofit.com (2026 wage bases, ?p=31794)';
const DOL_2025 = 'statsamerica.org rank list uit_wb (US Department of Labor, 2025)';
const THOMAS_2024 = 'support.thomas-and-company.com/hc/en-us/articles/20494180655127 (2024)';

export const SUTA_WAGE_BASES: Readonly<Record<number, Readonly<Record<string, SutaWageBase>>>> = {
  2025: {
    AK: base(51_700, 2025, 'labor.alaska.gov/estax/2025-experience-rates'),
    FL: base(7_000, 2025, 'Fla. Stat. §443.1217 ($7,000 by statute)'),
  },
  2026: {
    AK: base(54_200, 2026, FIRST_NONPROFIT),
    AL: base(8_000, 2026, FIRST_NONPROFIT),
    AR: base(7_000, 2026, FIRST_NONPROFIT, 'published as an estimate'),
    AZ: base(8_000, 2026, FIRST_NONPROFIT),
    CA: base(7_000, 2026, FIRST_NONPROFIT),
    CO: base(30_600, 2026, 'EY taxnews 2026-0124; firstnonprofit.com'),
    CT: base(27_000, 2026, FIRST_NONPROFIT),
    DE: base(14_500, 2026, FIRST_NONPROFIT),
    FL: base(7_000, 2026, 'Fla. Stat. §443.1217 ($7,000 by statute); firstnonprofit.com'),
    GA: base(9_500, 2026, FIRST_NONPROFIT),
    HI: base(64_900, 2026, FIRST_NONPROFIT, 'published as an estimate'),
    IA: base(20_400, 2026, FIRST_NONPROFIT),
    ID: base(58_300, 2026, FIRST_NONPROFIT),
    IL: base(14_250, 2026, 'IDES; firstnonprofit.com'),
    IN: base(9_500, 2026, FIRST_NONPROFIT),
    KY: base(11_400, 2024, THOMAS_2024, 'a 2026 "estimated" figure exists but was not captured'),
    MA: base(15_000, 2026, FIRST_NONPROFIT),
    MD: base(8_500, 2026, FIRST_NONPROFIT),
    ME: base(12_000, 2026, FIRST_NONPROFIT),
    MI: base(9_500, 2024, THOMAS_2024),
    MS: base(14_000, 2026, FIRST_NONPROFIT),
    NC: base(31_400, 2024, THOMAS_2024),
    NE: base(
      9_000,
      2026,
      FIRST_NONPROFIT,
      '$24,000 for employers in the highest rate category; give it in the request',
    ),
    NH: base(14_000, 2024, THOMAS_2024),
    NJ: base(
      44_800,
      2026,
      'tktenterprises1.com/NewJersey.html; ZP 2026 worker contribution notice',
    ),
    NV: base(40_600, 2024, THOMAS_2024),
    NY: base(12_500, 2024, THOMAS_2024),
    OH: base(9_000, 2024, THOMAS_2024),
    PA: base(10_000, 2024, THOMAS_2024),
    SD: base(15_000, 2024, THOMAS_2024),
    TN: base(7_000, 2023, 'statsamerica / APA (2023)'),
    TX: base(9_000, 2024, THOMAS_2024),
    UT: base(47_000, 2024, THOMAS_2024),
    VA: base(8_000, 2024, THOMAS_2024),
    WA: base(68_500, 2024, THOMAS_2024),
    WY: base(30_900, 2024, THOMAS_2024),
    DC: base(9_000, 2025, DOL_2025),
    KS: base(
      14_000,
      2025,
      DOL_2025,
      'two 2026 figures circulate ($15,100 and $14,000): the Labor Department’s 2025 figure stands',
    ),
    MN: base(43_000, 2025, DOL_2025),
    MO: base(9_500, 2025, DOL_2025),
    MT: base(45_100, 2025, DOL_2025),
    ND: base(45_100, 2025, DOL_2025),
    NM: base(33_200, 2025, DOL_2025),
    OK: base(28_200, 2025, DOL_2025),
    OR: base(54_300, 2025, DOL_2025),
    RI: base(29_800, 2025, DOL_2025),
    SC: base(14_000, 2025, DOL_2025),
    VT: base(14_800, 2025, DOL_2025),
    WV: base(9_500, 2025, DOL_2025),
    WI: base(14_000, 2025, DOL_2025),
  },
};

/** The published wage base for a state and tax year, or undefined when none is on file. */
export const publishedSutaWageBase = (
  stateCode: string,
  taxYear: number,
): SutaWageBase | undefined => SUTA_WAGE_BASES[taxYear]?.[stateCode];

/** An older year's figure, or one with a caveat: to be shown as such wherever it is used. */
export const isFlaggedSutaWageBase = (wageBase: SutaWageBase, taxYear: number): boolean =>
  wageBase.figureYear < taxYear || wageBase.caveat !== undefined;

/**
 * The wage base of a programme capped at the state's SUTA base (Alaska and New Jersey employee
 * unemployment contributions): a missing figure is a data error, caught when the module loads.
 */
export const requiredSutaWageBaseCents = (stateCode: string, taxYear: number): number => {
  const wageBase = publishedSutaWageBase(stateCode, taxYear);
  if (wageBase === undefined) {
    throw new RangeError(`no ${taxYear} SUTA wage base on file for ${stateCode}`);
  }
  return wageBase.wageBaseCents;
};
