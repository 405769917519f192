import type { TaxExplanation, TaxExplanationStep } from '@paydesk/contracts';
import type { TaxExplanationNamer } from './pay-line-names';

/** What the view needs to format figures in the reader's locale (`useFormatters` gives both). */
export type ExplanationFormatters = {
  readonly money: (cents: number) => string;
  readonly number: (value: number, options?: Intl.NumberFormatOptions) => string;
};

/** An explanation as it reads: every code named, every figure formatted. */
export type ExplanationView = {
  method: string;
  inputs: { key: string; name: string; value: string }[];
  /** The table row, or null when the method used none. */
  bracket: string | null;
  rounding: string;
  publication: string;
};

// Rates are carried as printed (`4.95`, `0.5`, `3.0725`): four decimals show every one of them.
const RATE_DIGITS = { maximumFractionDigits: 4 } as const;

/** A rate as the locale writes a percentage: `4.95%`, `4,95 %`. */
const percentOf = (format: ExplanationFormatters, percent: string): string =>
  format.number(Number(percent) / 100, { style: 'percent', ...RATE_DIGITS });

function valueOf(step: TaxExplanationStep, format: ExplanationFormatters): string {
  if (step.cents !== undefined) return format.money(step.cents);
  if (step.percent !== undefined) return percentOf(format, step.percent);
  if (step.count !== undefined) return format.number(step.count, { maximumFractionDigits: 2 });
  return '';
}

/**
 * Names the method, the inputs and the rounding from the pay-line catalogue and formats each
 * figure by its kind: money, a count, or a rate. The table row's rate is a bare number, since the
 * catalogue's sentence places the percent sign as its language does.
 */
export function explanationView(
  explanation: TaxExplanation,
  name: TaxExplanationNamer,
  format: ExplanationFormatters,
): ExplanationView {
  const { bracket } = explanation;
  return {
    method: name.method(explanation.method),
    // An input is recorded once (the explainer keeps its last word), so its code is its key.
    inputs: explanation.steps.map((step) => ({
      key: step.input,
      name: name.input(step.input),
      value: valueOf(step, format),
    })),
    bracket:
      bracket === undefined
        ? null
        : name.bracket(bracket, {
            over: format.money(bracket.overCents),
            base: format.money(bracket.baseCents),
            percent: format.number(Number(bracket.percent), RATE_DIGITS),
          }),
    rounding: name.rounding(explanation.rounding),
    publication: explanation.publication,
  };
}
