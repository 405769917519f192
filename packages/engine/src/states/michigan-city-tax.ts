import type { TaxExplanationInput } from '@paydesk/contracts';
import { explanationRecorder } from '../explain/explainer';
import { applyRate, type Rate } from '../rate';
import { perPeriod } from './certificate-fields';
import {
  MICHIGAN_CITIES,
  type MichiganCity,
  type MichiganCityOption,
} from './data/michigan-cities';
import type { LocalIncomeTaxAmount } from './state-module';

export type MichiganCityChoice = MichiganCityOption | 'none';

export type MichiganCityInput = {
  readonly residence: MichiganCityChoice;
  readonly work: MichiganCityChoice;
  readonly exemptions: number;
  /** The city's taxable wages of the period. */
  readonly wagesCents: number;
  readonly periodsPerYear: number;
};

const isBelow = (a: Rate, b: Rate): boolean =>
  a.numerator * b.denominator < b.numerator * a.denominator;

/** a − b, for a above b. */
const rateLess = (a: Rate, b: Rate): Rate => ({
  numerator: a.numerator * b.denominator - b.numerator * a.denominator,
  denominator: a.denominator * b.denominator,
});

type RateStep = readonly [TaxExplanationInput, Rate];

// The city's exemption spread over the periods to the cent, as Detroit's guide prints it ($600:
// $11.54 weekly, $23.08 biweekly), times the exemptions; the rate on what is left.
const cityTax = (
  city: MichiganCity,
  input: MichiganCityInput,
  rate: Rate,
  rateSteps: readonly RateStep[],
): LocalIncomeTaxAmount => {
  const exemptionCents = perPeriod(city.exemptionCents, input.periodsPerYear);
  const taxableCents = Math.max(0, input.wagesCents - input.exemptions * exemptionCents);
  const explain = explanationRecorder({ method: 'flatRate', publication: city.publication });
  explain.cents('taxableWages', input.wagesCents);
  explain.count('exemptions', input.exemptions);
  explain.cents('exemptionAmount', exemptionCents);
  explain.cents('periodTaxableWages', taxableCents);
  for (const [step, stepRate] of rateSteps) explain.rate(step, stepRate);
  return {
    localId: city.localId,
    localName: city.name,
    taxCents: applyRate(taxableCents, rate),
    explanation: explain.build(),
  };
};

/**
 * City income taxes under the City Income Tax Act: the residence city's resident rate on all the
 * wages, the work city's nonresident rate (half) on the wages earned there. A resident of one
 * taxing city working in another owes the work city its nonresident tax, and the residence city
 * its resident rate less a credit for that tax: Detroit's guide (Form 5469) prints "2.4% less the
 * other city's nonresident rate" for its residents. Every other city's residents get the same
 * credit, capped as the uniform ordinance caps it at the residence city's own nonresident rate
 * (general knowledge, flagged): Detroit's rule is the case where the cap never bites.
 */
export const michiganCityTaxes = (input: MichiganCityInput): readonly LocalIncomeTaxAmount[] => {
  const residence = input.residence === 'none' ? undefined : MICHIGAN_CITIES[input.residence];
  const work =
    input.work === 'none' || input.work === input.residence
      ? undefined
      : MICHIGAN_CITIES[input.work];
  const lines: LocalIncomeTaxAmount[] = [];
  if (residence !== undefined && work === undefined) {
    lines.push(
      cityTax(residence, input, residence.residentRate, [['residentRate', residence.residentRate]]),
    );
  }
  if (residence !== undefined && work !== undefined) {
    const credited = isBelow(work.nonresidentRate, residence.nonresidentRate)
      ? work.nonresidentRate
      : residence.nonresidentRate;
    const rate = rateLess(residence.residentRate, credited);
    lines.push(
      cityTax(residence, input, rate, [
        ['residentRate', residence.residentRate],
        ['nonresidentRate', credited],
        ['rate', rate],
      ]),
    );
  }
  if (work !== undefined) {
    lines.push(
      cityTax(work, input, work.nonresidentRate, [['nonresidentRate', work.nonresidentRate]]),
    );
  }
  return lines;
};
