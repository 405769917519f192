import { z } from 'zod';
import type { StateProgrammeCode } from '@paydesk/contracts';
import { divideRoundHalfUp } from '../money';
import { applyRate, percent, ZERO_RATE, type Rate } from '../rate';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, findBracket, type TaxBracket } from './graduated';
import { applyRateToDollar } from './per-period';
import type { StateYearData } from './state-module';
import { isSupplementalOnly, supplementalFlatRateTax } from './supplemental-paid-separately';

/** Which phase-out and allowance cut-off apply: only the Married box takes the married ones. */
type PhaseTable = 'single' | 'married';
/** Which standard deduction and rate table apply: married, or single with 3 or more allowances. */
type RateTable = 'single' | 'married';

type OregonYear = StateYearData & {
  /** Personal exemption credit per allowance, subtracted from the annual tax. */
  readonly allowanceCreditCents: number;
  readonly standardDeductionCents: Readonly<Record<RateTable, number>>;
  /** Annual wages from which the high-wage tables apply. */
  readonly highWagesFromCents: number;
  /** Annual wages above which no allowance counts. */
  readonly allowanceCutoffCents: Readonly<Record<PhaseTable, number>>;
  /** Cap on the federal tax subtracted: [annual wages at least, cap], in cents. */
  readonly federalCaps: Readonly<Record<PhaseTable, readonly (readonly [number, number])[]>>;
  readonly lowTables: Readonly<Record<RateTable, readonly TaxBracket[]>>;
  readonly highTables: Readonly<Record<RateTable, readonly TaxBracket[]>>;
  /** HB 2119: the rate withheld while no OR-W-4 is on file. */
  readonly noCertificateRate: Rate;
  /** The optional flat rate on supplemental wages paid apart from the regular wages. */
  readonly supplementalRate: Rate;
};

// Oregon Withholding Tax Formulas 150-206-436 (Rev. 12-31-25), effective 1 January 2026. The
// transit taxes (local-taxes reference §6, from the 2026 combined payroll tax report
// instructions): the statewide transit tax, 0.1% withheld from the employee without a cap; the
// TriMet and Lane Transit District payroll taxes, paid by the employer alone on the pay for work
// inside the district. FLAGGED: all three are counted on the wages Medicare counts (no cap,
// 401(k) deferrals in); whether Oregon leaves 401(k) deferrals out of them, as it does for its
// income tax, is not in the stored sources.
const FORMULAS_2026: OregonYear = {
  allowanceCreditCents: 263_00,
  standardDeductionCents: { single: 2_910_00, married: 5_820_00 },
  highWagesFromCents: 50_000_00,
  allowanceCutoffCents: { single: 100_000_00, married: 200_000_00 },
  federalCaps: {
    single: [
      [0, 8_750_00],
      [125_000_00, 7_000_00],
      [130_000_00, 5_250_00],
      [135_000_00, 3_500_00],
      [140_000_00, 1_750_00],
      [145_000_00, 0],
    ],
    married: [
      [0, 8_750_00],
      [250_000_00, 7_000_00],
      [260_000_00, 5_250_00],
      [270_000_00, 3_500_00],
      [280_000_00, 1_750_00],
      [290_000_00, 0],
    ],
  },
  lowTables: {
    single: bracketsOf([
      [0, 263_00, '4.75'],
      [4_550_00, 479_00, '6.75'],
      [11_400_00, 941_00, '8.75'],
    ]),
    married: bracketsOf([
      [0, 263_00, '4.75'],
      [9_100_00, 695_00, '6.75'],
      [22_800_00, 1_620_00, '8.75'],
    ]),
  },
  // The high-wage addends are the low-wage top addends less one $263 credit, as printed: at
  // $50,000 a year the withholding steps down by $263.
  highTables: {
    single: bracketsOf([
      [11_400_00, 678_00, '8.75'],
      [125_000_00, 10_618_00, '9.9'],
    ]),
    married: bracketsOf([
      [22_800_00, 1_357_00, '8.75'],
      [250_000_00, 21_237_00, '9.9'],
    ]),
  },
  noCertificateRate: percent('8'),
  supplementalRate: percent('8'),
  programmes: [
    { code: 'OR_STT', wageBasis: 'medicare', employeeRate: percent('0.1') },
    {
      code: 'OR_TRIMET',
      wageBasis: 'medicare',
      employeeRate: ZERO_RATE,
      employerRate: percent('0.8237'),
    },
    {
      code: 'OR_LTD',
      wageBasis: 'medicare',
      employeeRate: ZERO_RATE,
      employerRate: percent('0.80'),
    },
  ],
  publication: 'Oregon Withholding Tax Formulas 150-206-436 (Rev. 12-31-25)',
};

const TRANSIT_DISTRICT_PROGRAMMES: Readonly<Record<'trimet' | 'lane', StateProgrammeCode>> = {
  trimet: 'OR_TRIMET',
  lane: 'OR_LTD',
};

const federalCap = (steps: readonly (readonly [number, number])[], annualWages: number): number => {
  let cap = 0;
  for (const [fromCents, capCents] of steps) if (annualWages >= fromCents) cap = capCents;
  return cap;
};

export const oregon = defineStateModule({
  code: 'OR',
  name: 'Oregon',
  certificateName: 'OR-W-4',
  certificateSchema: z.strictObject({
    /**
     * OR-W-4 line 1; head of household marks single. Without an OR-W-4 on file HB 2119 has the
     * employer withhold 8% of wages until the employee files one: that is the default.
     */
    filingStatus: z
      .enum(['no_certificate', 'single', 'married', 'married_higher_single_rate'], {
        error: 'must be no_certificate, single, married or married_higher_single_rate',
      })
      .default('no_certificate'),
    allowances: certificateCount(),
    /** Per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    exempt: certificateFlag(),
    /** Where the employee works: inside TriMet or Lane Transit District the employer owes its tax. */
    transitDistrict: z
      .enum(['none', 'trimet', 'lane'], { error: 'must be none, trimet or lane' })
      .default('none'),
  }),
  taxYears: { 2026: wholeYear(2026, FORMULAS_2026) },
  // The statewide transit tax has no exemption of its own in the sources: it is withheld whatever
  // the OR-W-4 says about income tax.
  programmes: (certificate, data) =>
    data.programmes.filter(
      ({ code }) =>
        code === 'OR_STT' ||
        (certificate.transitDistrict !== 'none' &&
          code === TRANSIT_DISTRICT_PROGRAMMES[certificate.transitDistrict]),
    ),
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: (input) => {
      const { certificate, data, taxableWagesCents, periodsPerYear, explain } = input;
      // No wages, no tax: the low tables' $263 addend would otherwise withhold on an empty check.
      if (certificate.exempt || taxableWagesCents === 0) return 0;
      // A bonus paid alone takes the optional flat 8%; paid with the wages it is annualized with
      // them.
      if (isSupplementalOnly(input.wages)) {
        return supplementalFlatRateTax(taxableWagesCents, data.supplementalRate, explain);
      }
      if (certificate.filingStatus === 'no_certificate') {
        explain.method('flatRate');
        explain.rate('rate', data.noCertificateRate);
        return applyRate(taxableWagesCents, data.noCertificateRate);
      }
      const phase: PhaseTable = certificate.filingStatus === 'married' ? 'married' : 'single';
      const annualWages = taxableWagesCents * periodsPerYear;
      const allowances =
        annualWages > data.allowanceCutoffCents[phase] ? 0 : certificate.allowances;
      const rates: RateTable = phase === 'married' || allowances >= 3 ? 'married' : 'single';
      // Federal income tax withheld, without FICA, up to the cap for these wages.
      const federalCents = Math.min(
        input.federalIncomeTaxCents * periodsPerYear,
        federalCap(data.federalCaps[phase], annualWages),
      );
      const standardDeduction = data.standardDeductionCents[rates];
      const base = Math.max(0, annualWages - federalCents - standardDeduction);
      const table = (annualWages >= data.highWagesFromCents ? data.highTables : data.lowTables)[
        rates
      ];
      const bracket = findBracket(table, base, 'over');
      // The publication works in whole dollars: the tax on the excess is rounded to the dollar,
      // the credit for allowances comes off last, never below zero.
      const fromRates =
        bracket.baseCents + applyRateToDollar(Math.max(0, base - bracket.fromCents), bracket.rate);
      const credit = allowances * data.allowanceCreditCents;
      const annualTax = Math.max(0, fromRates - credit);
      explain.cents('annualWages', annualWages);
      explain.cents('federalTaxDeduction', federalCents);
      explain.cents('standardDeduction', standardDeduction);
      explain.cents('annualTaxableWages', base);
      explain.bracket(bracket, true);
      explain.count('allowances', allowances);
      explain.cents('taxCredit', credit);
      explain.cents('annualTax', annualTax);
      explain.rounding('dollarHalfUp');
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return (
        divideRoundHalfUp(annualTax, periodsPerYear * 100) * 100 +
        certificate.additionalWithholdingCents
      );
    },
  },
});
