import { EngineInputError } from '../errors';
import { applyRate, ZERO_RATE, type Rate } from '../rate';
import { checkCents } from './checks';
import { futaCreditReductions } from './credit-reductions';
import {
  FUTA_NET_RATE,
  FUTA_STATE_CREDIT_RATE,
  futaLiabilitiesByQuarter,
  futaWages,
  type FutaPayment,
} from './futa-wages';

export type Form940Input = {
  year: number;
  /** Every payment to employees in the year. */
  payments: readonly FutaPayment[];
  /** Line 13: FUTA deposited for the year, with any overpayment applied from the year before. */
  depositsCents: number;
  /** Line 9: no taxable FUTA wage was subject to state unemployment tax (not a 0% state rate). */
  allWagesExcludedFromStateUnemployment?: boolean;
  /**
   * Line 10: the result of the instructions' Worksheet—Line 10, when some wages were excluded
   * from state unemployment tax or some state tax was paid late. 0 when neither happened.
   */
  line10Cents?: number;
};

/** A Schedule A row: every state paid in, even at no reduction, as the schedule asks. */
export type ScheduleAState = {
  state: string;
  taxableWagesCents: number;
  rate: Rate;
  creditReductionCents: number;
};

/** Form 940 lines, amounts in cents. */
export type Form940Lines = {
  /** The one state paid in, when there is one. */
  line1a: string | null;
  /** More than one state: attach Schedule A. */
  line1b: boolean;
  /** Some wages were paid in a credit-reduction state: attach Schedule A. */
  line2: boolean;
  line3: number;
  line4: number;
  line5: number;
  line6: number;
  line7: number;
  line8: number;
  line9: number;
  line10: number;
  line11: number;
  line12: number;
  line13: number;
  line14: number;
  line15: number;
  /** Liability incurred in each quarter; the fourth takes lines 10 and 11. */
  line16a: number;
  line16b: number;
  line16c: number;
  line16d: number;
  line17: number;
  /** Part 5 (lines 16–17) is filled only when line 12 is over $500. */
  partFiveRequired: boolean;
  scheduleA: ScheduleAState[];
};

const PART_FIVE_THRESHOLD_CENTS = 50_000;

function scheduleAOf(
  year: number,
  byState: readonly { state: string; taxableCents: number }[],
  line9Applies: boolean,
): ScheduleAState[] {
  // Line 9 leaves line 11 blank: no credit was taken, so none is reduced.
  const rates = line9Applies ? {} : futaCreditReductions(year).rates;
  return byState.map(({ state, taxableCents }) => {
    const rate = rates[state] ?? ZERO_RATE;
    return {
      state,
      taxableWagesCents: taxableCents,
      rate,
      creditReductionCents: applyRate(taxableCents, rate),
    };
  });
}

/**
 * Form 940 for a year: each employee's first $7,000 of non-exempt payments is taxed at 0.6%,
 * plus the credit reduction of the states where those wages were paid (Schedule A).
 */
export function form940Lines(input: Form940Input): Form940Lines {
  const line9Applies = input.allWagesExcludedFromStateUnemployment === true;
  const line10 = checkCents(input.line10Cents ?? 0, 'line10Cents');
  if (line9Applies && line10 > 0)
    throw new EngineInputError('line10Cents', 'must be 0 when line 9 applies');
  const line13 = checkCents(input.depositsCents, 'depositsCents');
  const wages = futaWages(input.year, input.payments);
  const scheduleA = scheduleAOf(input.year, wages.taxableByState, line9Applies);

  const line7 = wages.taxableCents;
  const line8 = applyRate(line7, FUTA_NET_RATE);
  const line9 = line9Applies ? applyRate(line7, FUTA_STATE_CREDIT_RATE) : 0;
  const line11 = scheduleA.reduce((sum, row) => sum + row.creditReductionCents, 0);
  const line12 = line8 + line9 + line10 + line11;
  const [line16a, line16b, line16c] = futaLiabilitiesByQuarter({
    year: input.year,
    payments: input.payments,
    allWagesExcludedFromStateUnemployment: line9Applies,
  });
  const states = scheduleA.map((row) => row.state);
  return {
    line1a: states.length === 1 ? (states[0] ?? null) : null,
    line1b: states.length > 1,
    line2: scheduleA.some((row) => row.rate.numerator > 0 && row.taxableWagesCents > 0),
    line3: wages.paymentsCents,
    line4: wages.exemptCents,
    line5: wages.overBaseCents,
    line6: wages.exemptCents + wages.overBaseCents,
    line7,
    line8,
    line9,
    line10,
    line11,
    line12,
    line13,
    line14: Math.max(0, line12 - line13),
    line15: Math.max(0, line13 - line12),
    line16a,
    line16b,
    line16c,
    // The instructions' own method: the fourth quarter is what the first three leave of line 12.
    line16d: line12 - line16a - line16b - line16c,
    line17: line12,
    partFiveRequired: line12 > PART_FIVE_THRESHOLD_CENTS,
    scheduleA,
  };
}
