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

// Worked out once per rate, not on every paycheck. Keyed by the fraction's numbers rather than
// the rate object: a rate made afresh for each paycheck (a company's SUTA rate) finds its text
// too. A payroll meets few distinct rates; past this many (rates sent in requests), the text is
// worked out each time rather than kept.
const CACHE_LIMIT = 4_096;
const PERCENT_TEXTS = new Map<number, Map<number, string>>();
let percentTextsKept = 0;

/** Percent text without the sign, as the explanation carries it (`4.75`). */
export const percentText = (rate: Rate): string => {
  let byDenominator = PERCENT_TEXTS.get(rate.numerator);
  if (byDenominator === undefined) {
    byDenominator = new Map();
    PERCENT_TEXTS.set(rate.numerator, byDenominator);
  }
  let text = byDenominator.get(rate.denominator);
  if (text === undefined) {
    text = formatRate(rate).replace(/%$/, '');
    if (percentTextsKept < CACHE_LIMIT) {
      byDenominator.set(rate.denominator, text);
      percentTextsKept += 1;
    }
  }
  return text;
};

// Steps that are the same on every paycheck (a rate, the pay periods, a wage base) are made once
// and shared, frozen so no answer can change another’s.
const RATE_STEPS = new Map<TaxExplanationInput, Map<string, TaxExplanationStep>>();
let rateStepsKept = 0;
const COUNT_STEPS = new Map<number, TaxExplanationStep>();

/** The step `input: rate`, shared by every explanation that names that rate. */
export const rateStep = (input: TaxExplanationInput, rate: Rate): TaxExplanationStep => {
  const percent = percentText(rate);
  let byPercent = RATE_STEPS.get(input);
  if (byPercent === undefined) {
    byPercent = new Map();
    RATE_STEPS.set(input, byPercent);
  }
  let step = byPercent.get(percent);
  if (step === undefined) {
    step = Object.freeze({ input, percent });
    if (rateStepsKept < CACHE_LIMIT) {
      byPercent.set(percent, step);
      rateStepsKept += 1;
    }
  }
  return step;
};

const periodsStep = (count: number): TaxExplanationStep => {
  let step = COUNT_STEPS.get(count);
  if (step === undefined) {
    step = Object.freeze({ input: 'periodsPerYear', count });
    if (COUNT_STEPS.size < CACHE_LIMIT) COUNT_STEPS.set(count, step);
  }
  return step;
};

/**
 * A class rather than an object of closures: one is made for every tax line of every paycheck,
 * and its methods then live once on the prototype instead of being made anew each time.
 */
class Recorder implements ExplanationRecorder {
  private currentMethod: TaxMethod;
  private currentRounding: TaxRounding;
  private currentPublication: string;
  private currentBracket: TaxExplanation['bracket'];
  private steps: TaxExplanationStep[] = [];
  /** Whether `steps` went out with a built explanation: it is copied before any change. */
  private shared = false;

  constructor(defaults: {
    readonly method: TaxMethod;
    readonly publication: string;
    readonly rounding?: TaxRounding;
  }) {
    this.currentMethod = defaults.method;
    this.currentRounding = defaults.rounding ?? 'centHalfUp';
    this.currentPublication = defaults.publication;
  }

  private replace(step: TaxExplanationStep): void {
    // A module may restate an input the sealing code already gave (taxable wages after its own
    // adjustments): the last word counts, in the first place it was given.
    if (this.shared) {
      this.steps = this.steps.slice();
      this.shared = false;
    }
    const { steps } = this;
    for (let at = 0; at < steps.length; at += 1) {
      if (steps[at]?.input === step.input) {
        steps[at] = step;
        return;
      }
    }
    steps.push(step);
  }

  method(next: TaxMethod): void {
    this.currentMethod = next;
  }

  cents(input: TaxExplanationInput, cents: number): void {
    this.replace({ input, cents });
  }

  count(input: TaxExplanationInput, count: number): void {
    this.replace(input === 'periodsPerYear' ? periodsStep(count) : { input, count });
  }

  rate(input: TaxExplanationInput, rate: Rate): void {
    this.replace(rateStep(input, rate));
  }

  bracket(row: TaxBracket, annual: boolean): void {
    this.currentBracket = {
      overCents: row.fromCents,
      baseCents: row.baseCents,
      percent: percentText(row.rate),
      annual,
    };
  }

  rounding(next: TaxRounding): void {
    this.currentRounding = next;
  }

  publication(title: string): void {
    this.currentPublication = title;
  }

  build(): TaxExplanation {
    const method = this.currentMethod;
    // Handed out as it is: a later change copies it first (see `replace`).
    const { steps } = this;
    this.shared = true;
    const rounding = this.currentRounding;
    const publication = this.currentPublication;
    const bracket = this.currentBracket;
    return bracket === undefined
      ? { method, steps, rounding, publication }
      : { method, steps, bracket, rounding, publication };
  }
}

export const explanationRecorder = (defaults: {
  readonly method: TaxMethod;
  readonly publication: string;
  readonly rounding?: TaxRounding;
}): ExplanationRecorder => new Recorder(defaults);

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
