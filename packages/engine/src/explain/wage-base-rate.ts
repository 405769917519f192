import type { TaxExplanation, TaxExplanationStep } from '@paydesk/contracts';
import type { Rate } from '../rate';
import { rateStep } from './explainer';

const WAGE_BASE_STEPS = new Map<number, TaxExplanationStep>();

const wageBaseStep = (cents: number): TaxExplanationStep => {
  let step = WAGE_BASE_STEPS.get(cents);
  if (step === undefined) {
    // Shared and frozen, like the rate steps: the same on every paycheck of the year.
    step = Object.freeze({ input: 'wageBase', cents });
    // Wage bases sent in requests are not kept past a bound.
    if (WAGE_BASE_STEPS.size < 4_096) WAGE_BASE_STEPS.set(cents, step);
  }
  return step;
};

/**
 * How a tax on wages inside a yearly band was found (social security, Medicare, FUTA, SUTA, a
 * state programme): this paycheck's wages inside the band, the wages paid before it, the wage
 * base when there is one, the rate. Built in one go rather than recorded step by step: several
 * such lines are made for every paycheck.
 */
export const wageBaseRateExplanation = (
  taxableCents: number,
  yearToDateCents: number,
  wageBaseCents: number | undefined,
  rate: Rate,
  publication: string,
): TaxExplanation => {
  const steps: TaxExplanationStep[] = [
    { input: 'taxableWages', cents: taxableCents },
    { input: 'yearToDateWages', cents: yearToDateCents },
  ];
  if (wageBaseCents !== undefined) steps.push(wageBaseStep(wageBaseCents));
  steps.push(rateStep('rate', rate));
  // The banded tax rounds the year's cumulative tax half-up to the cent (year-to-date.ts).
  return { method: 'wageBaseRate', steps, rounding: 'centHalfUp', publication };
};
