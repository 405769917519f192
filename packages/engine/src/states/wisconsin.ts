import { z } from 'zod';
import { divideRoundHalfUp } from '../money';
import { applyRate, percent, type Rate } from '../rate';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { explainedAdditional, explainedBracketTax } from './explained-tables';
import { bracketsOf, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

/** A standard deduction that shrinks by a share of the annual wages above a threshold. */
type PhasedDeduction = {
  readonly maxCents: number;
  readonly phaseOutFromCents: number;
  readonly phaseOutRate: Rate;
};

type WisconsinYear = StateYearData & {
  readonly standardDeduction: Readonly<Record<'single' | 'married', PhasedDeduction>>;
  readonly exemptionCents: number;
  readonly brackets: readonly TaxBracket[];
};

// Publication W-166 "Withholding Tax Guide", January 2026, alternate (formula) method pp. 25–26,
// as transcribed in the 2026 state withholding reference: the formula in force for periods
// beginning on or after 1 January 2022, reprinted unchanged for 2026. The single deduction is
// gone at $73,630 of wages, the married one at $73,032.
const W_166_2026_01: WisconsinYear = {
  standardDeduction: {
    single: { maxCents: 6_702_00, phaseOutFromCents: 17_780_00, phaseOutRate: percent('12') },
    married: { maxCents: 9_461_00, phaseOutFromCents: 25_727_00, phaseOutRate: percent('20') },
  },
  exemptionCents: 400_00,
  brackets: bracketsOf([
    [0, 0, '3.54'],
    [12_760_00, 451_70, '4.65'],
    [25_520_00, 1_045_04, '5.30'],
    [280_950_00, 14_582_83, '7.65'],
  ]),
  publication: 'Publication W-166 Withholding Tax Guide, January 2026 (Wisconsin DOR)',
  programmes: [],
};

/** The standard deduction for the annual wages, never below zero. */
export const wisconsinStandardDeduction = (
  deduction: PhasedDeduction,
  annualWagesCents: number,
): number =>
  Math.max(
    0,
    deduction.maxCents -
      applyRate(
        Math.max(0, annualWagesCents - deduction.phaseOutFromCents),
        deduction.phaseOutRate,
      ),
  );

export const wisconsin = defineStateModule({
  code: 'WI',
  name: 'Wisconsin',
  certificateName: 'WT-4',
  // No WT-4 on file: single with no exemptions (W-166).
  certificateSchema: z.strictObject({
    /** Married, but withheld at the higher single rate, takes the single formula. */
    filingStatus: z
      .enum(['single', 'married', 'married_higher_single_rate'], {
        error: 'must be single, married or married_higher_single_rate',
      })
      .default('single'),
    /** Line 1d. */
    exemptions: certificateCount(),
    /** Line 2, per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 3: exempt, renewed by 30 April each year. */
    exempt: certificateFlag(),
    /**
     * Form W-220: a resident of Illinois, Indiana, Kentucky or Michigan, whose wages Wisconsin's
     * reciprocal agreements with those states leave to the home state. Nothing is withheld.
     */
    reciprocalNonresident: certificateFlag(),
    /** Form W-221: the spouse of a service member. Nothing is withheld. */
    militarySpouseExempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, W_166_2026_01) },
  incomeTax: {
    wages: (wages, certificate) =>
      certificate.reciprocalNonresident ? 0 : wages.federalIncomeTaxWagesCents,
    // W-166 lets the employer add bonus and commission to the period's regular wages and
    // withhold on the total as one payment: the method used here.
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      if (certificate.reciprocalNonresident || certificate.militarySpouseExempt) {
        explain.method('exempt');
        return 0;
      }
      const annualWages = taxableWagesCents * periodsPerYear;
      explain.cents('annualWages', annualWages);
      const status = certificate.filingStatus === 'married' ? 'married' : 'single';
      const standardDeduction = wisconsinStandardDeduction(
        data.standardDeduction[status],
        annualWages,
      );
      explain.cents('standardDeduction', standardDeduction);
      explain.count('exemptions', certificate.exemptions);
      explain.cents('exemptionAmount', data.exemptionCents);
      const annualTaxable = Math.max(
        0,
        annualWages - standardDeduction - certificate.exemptions * data.exemptionCents,
      );
      explain.cents('annualTaxableWages', annualTaxable);
      const annualTax = explainedBracketTax(data.brackets, annualTaxable, 'over', true, explain);
      explain.cents('annualTax', annualTax);
      // The annual tax to the cent, as W-166's examples print it, then divided by the periods.
      return (
        divideRoundHalfUp(annualTax, periodsPerYear) +
        explainedAdditional(certificate.additionalWithholdingCents, explain)
      );
    },
  },
});
