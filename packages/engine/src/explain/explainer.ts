import type {
  TaxExplanation,
  TaxExplanationInput,
  TaxExplanationStep,
  TaxMethod,
  TaxRounding,
} from '@paydesk/contracts';
import type { TaxBracket } from '../states/graduated';
import { formatRate, type Rate } from '../rate';

/**
 * Collects how one tax amount is found while it is computed, so the explanation is the
 * computation itself and never a second account of it that could drift. A module calls it in
 * the order a reader follows: method, inputs, table row, rounding.
 */
export type Explainer = {
  readonly method: (method: TaxMethod) => void;
  /** Money used by the method, in cents. */
  readonly cents: (input: TaxExplanationInput, cents: number) => void;
  /** A count: allowances, exemptions, pay periods. */
  readonly count: (input: TaxExplanationInput, count: number) => void;
  readonly rate: (input: TaxExplanationInput, rate: Rate) => void;
  /** The table row the amount fell on; `annual` when the table is a yearly one. */
  readonly bracket: (bracket: TaxBracket, annual: boolean) => void;
  readonly rounding: (rounding: TaxRounding) => void;
  readonly publication: (title: string) => void;
};

/** An explainer and what it collected. */
export type ExplanationRecorder = Explainer & { readonly build: () => TaxExplanation };

/** Percent text without the sign, as the explanation carries it (`4.75`). */
export const percentText = (rate: Rate): string => formatRate(rate).replace(/%$/, '');

export const explanationRecorder = (defaults: {
  readonly method: TaxMethod;
  readonly publication: string;
  readonly rounding?: TaxRounding;
}): ExplanationRecorder => {
  let method = defaults.method;
  let rounding: TaxRounding = defaults.rounding ?? 'centHalfUp';
  let publication = defaults.publication;
  let bracket: TaxExplanation['bracket'];
  const steps: TaxExplanationStep[] = [];
  const replace = (step: TaxExplanationStep): void => {
    // A module may restate an input the sealing code already gave (taxable wages after its own
    // adjustments): the last word counts, in the first place it was given.
    const at = steps.findIndex((existing) => existing.input === step.input);
    if (at === -1) steps.push(step);
    else steps[at] = step;
  };
  return {
    method: (next) => {
      method = next;
    },
    cents: (input, cents) => replace({ input, cents }),
    count: (input, count) => replace({ input, count }),
    rate: (input, rate) => replace({ input, percent: percentText(rate) }),
    bracket: (row, annual) => {
      bracket = {
        overCents: row.fromCents,
        baseCents: row.baseCents,
        percent: percentText(row.rate),
        annual,
      };
    },
    rounding: (next) => {
      rounding = next;
    },
    publication: (title) => {
      publication = title;
    },
    build: () => ({
      method,
      steps: [...steps],
      ...(bracket === undefined ? {} : { bracket }),
      rounding,
      publication,
    }),
  };
};

/** An explainer that keeps nothing: for callers that only want the amount. */
export const silentExplainer: Explainer = {
  method: () => undefined,
  cents: () => undefined,
  count: () => undefined,
  rate: () => undefined,
  bracket: () => undefined,
  rounding: () => undefined,
  publication: () => undefined,
};
