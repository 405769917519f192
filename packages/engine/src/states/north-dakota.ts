import { z } from 'zod';
import type { Explainer } from '../explain/explainer';
import { divideRoundHalfUp } from '../money';
import type { PayFrequency } from '../pay-frequency';
import { additionalWithholding, certificateFlag, roundToDollar } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, bracketTax, findBracket, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

type AnnualStatus = 'single' | 'married_jointly' | 'head_of_household';

/** Section 1, one pay period: allowance and the single and married lines, as printed. */
type LegacyPeriod = {
  readonly allowanceCents: number;
  readonly single: readonly TaxBracket[];
  readonly married: readonly TaxBracket[];
};

type NorthDakotaYear = StateYearData & {
  /** Section 2 (W-4 of 2020 or later): annual tables, "over … but not over". */
  readonly annualTables: Readonly<Record<AnnualStatus, readonly TaxBracket[]>>;
  /** Section 1 (W-4 of 2019 or earlier): per-period tables with allowances. */
  readonly legacy: Readonly<Record<PayFrequency, LegacyPeriod>>;
};

/** Section 1 lines: 0% to the first limit, 1.95% to the second, then the top base + 2.50%. */
const legacyLines = (first: number, second: number, topBaseCents: number): readonly TaxBracket[] =>
  bracketsOf([
    [0, 0, '0'],
    [first * 100, 0, '1.95'],
    [second * 100, topBaseCents, '2.50'],
  ]);

// Income Tax Withholding Rates and Instructions for wages paid in 2026 (North Dakota Office of
// State Tax Commissioner). Section 2 annual tables; Section 1 allowance $5,050 a year, printed per
// period as $97 / $194 / $210 / $420.
const BOOKLET_2026: NorthDakotaYear = {
  annualTables: {
    single: bracketsOf([
      [0, 0, '0'],
      [57_625_00, 0, '1.95'],
      [258_450_00, 3_916_09, '2.50'],
    ]),
    married_jointly: bracketsOf([
      [0, 0, '0'],
      [57_500_00, 0, '1.95'],
      [168_525_00, 2_164_99, '2.50'],
    ]),
    head_of_household: bracketsOf([
      [0, 0, '0'],
      [78_475_00, 0, '1.95'],
      [289_675_00, 4_118_40, '2.50'],
    ]),
  },
  legacy: {
    weekly: {
      allowanceCents: 97_00,
      single: legacyLines(1_108, 4_970, 75_31),
      married: legacyLines(1_106, 3_241, 41_63),
    },
    biweekly: {
      allowanceCents: 194_00,
      single: legacyLines(2_216, 9_940, 150_62),
      married: legacyLines(2_212, 6_482, 83_27),
    },
    semimonthly: {
      allowanceCents: 210_00,
      single: legacyLines(2_401, 10_769, 163_18),
      married: legacyLines(2_396, 7_022, 90_21),
    },
    monthly: {
      allowanceCents: 420_00,
      single: legacyLines(4_802, 21_538, 326_35),
      married: legacyLines(4_792, 14_044, 180_41),
    },
  },
  programmes: [],
  publication: 'Income Tax Withholding Rates and Instructions 2026 (North Dakota)',
};

/** Step 1(c) of the federal W-4: single or married filing separately take the single table. */
const annualStatus = (filingStatus: string): AnnualStatus =>
  filingStatus === 'married_jointly' || filingStatus === 'head_of_household'
    ? filingStatus
    : 'single';

type Computation = {
  readonly data: NorthDakotaYear;
  readonly taxableWagesCents: number;
  readonly periodsPerYear: number;
  readonly payFrequency: PayFrequency;
  readonly explain: Explainer;
};

/** Section 2: annualize, the status's table, back to the period, rounded once to the dollar. */
const section2 = (input: Computation, filingStatus: string): number => {
  const { data, taxableWagesCents, periodsPerYear, explain } = input;
  const table = data.annualTables[annualStatus(filingStatus)];
  const annualWages = taxableWagesCents * periodsPerYear;
  const annualTax = bracketTax(table, annualWages, 'over');
  explain.cents('annualWages', annualWages);
  explain.cents('annualTaxableWages', annualWages);
  explain.bracket(findBracket(table, annualWages, 'over'), true);
  explain.cents('annualTax', annualTax);
  return divideRoundHalfUp(annualTax, periodsPerYear * 100) * 100;
};

/** Section 1: the period's wages less the allowances, the period's table. */
const section1 = (input: Computation, married: boolean, allowances: number): number => {
  const { data, taxableWagesCents, payFrequency, explain } = input;
  const period = data.legacy[payFrequency];
  const table = married ? period.married : period.single;
  const taxable = Math.max(0, taxableWagesCents - allowances * period.allowanceCents);
  const tax = bracketTax(table, taxable, 'over');
  explain.method('periodPercentage');
  explain.count('allowances', allowances);
  explain.cents('allowanceAmount', period.allowanceCents);
  explain.cents('periodTaxableWages', taxable);
  explain.bracket(findBracket(table, taxable, 'over'), false);
  explain.cents('periodTax', tax);
  return roundToDollar(tax);
};

export const northDakota = defineStateModule({
  code: 'ND',
  name: 'North Dakota',
  // North Dakota has no certificate of its own: the federal W-4 gives the status (and, on a form
  // of 2019 or earlier, the allowances). A new hire without a W-4 is withheld on as single, which
  // is the federal request's own default.
  certificateName: 'federal W-4 (North Dakota)',
  certificateSchema: z.strictObject({
    /** An extra amount per period the employee asks for. */
    additionalWithholdingCents: additionalWithholding(),
    /**
     * Form NDW-R: a resident of Minnesota or Montana, under North Dakota's reciprocity
     * agreements with those states, owes North Dakota no tax on these wages.
     */
    reciprocalNonresident: certificateFlag(),
    /** Form NDW-M: the civilian spouse of a servicemember stationed in North Dakota. */
    militarySpouseExempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, BOOKLET_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: (input) => {
      const { certificate, federal, explain } = input;
      if (certificate.reciprocalNonresident || certificate.militarySpouseExempt) {
        explain.method('exempt');
        return 0;
      }
      // The booklet rounds every period's amount to the nearest dollar.
      explain.rounding('dollarHalfUp');
      const tax =
        federal.w4Version === '2019'
          ? section1(input, federal.filingStatus === 'married', federal.allowances)
          : section2(input, federal.filingStatus);
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return tax + certificate.additionalWithholdingCents;
    },
  },
});
