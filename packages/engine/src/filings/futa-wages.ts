import type { IsoDate } from '../dates';
import { checkCalendarYear } from '../calendar/calendar-range';
import { EngineInputError } from '../errors';
import { applyRate, percent, type Rate } from '../rate';
import { checkCents, checkDateInYear } from './checks';
import { quarterOf } from './quarters';

/** One payment to an employee, as Form 940 counts it. */
export type FutaPayment = {
  employeeId: string;
  payDate: IsoDate;
  /** Everything paid for the employee's services, FUTA-taxable or not (line 3). */
  paymentsCents: number;
  /** The part of `paymentsCents` exempt from FUTA (line 4): section 125 benefits, for one. */
  exemptCents: number;
  /** The two-letter code of the state whose unemployment tax covers these wages (Schedule A). */
  state: string;
};

export type FutaWages = {
  paymentsCents: number;
  exemptCents: number;
  /** Each employee's non-exempt payments beyond the first $7,000 of the year (line 5). */
  overBaseCents: number;
  taxableCents: number;
  /** Taxable wages paid in each quarter. */
  taxableByQuarter: Quarterly;
  /** Taxable wages by state, in code order; every state paid in appears, even with none. */
  taxableByState: { state: string; taxableCents: number }[];
};

/** FUTA is due on the first $7,000 paid to each employee in a year, all states together. */
export const FUTA_WAGE_BASE_CENTS = 700_000;
/** 6.0% less the full 5.4% credit for state unemployment tax. */
export const FUTA_NET_RATE = percent('0.6');
/** The state credit that line 9 takes back when no wage was subject to state unemployment tax. */
export const FUTA_STATE_CREDIT_RATE = percent('5.4');

function checkPayment(payment: FutaPayment, index: number, year: number): void {
  const at = `payments[${index}]`;
  if (typeof payment.employeeId !== 'string' || payment.employeeId === '')
    throw new EngineInputError(`${at}.employeeId`, 'must name the employee');
  checkDateInYear(payment.payDate, year, `${at}.payDate`);
  checkCents(payment.paymentsCents, `${at}.paymentsCents`);
  if (checkCents(payment.exemptCents, `${at}.exemptCents`) > payment.paymentsCents)
    throw new EngineInputError(`${at}.exemptCents`, 'must not be more than the payment');
  if (typeof payment.state !== 'string' || !/^[A-Z]{2}$/.test(payment.state))
    throw new EngineInputError(`${at}.state`, 'must be a two-letter state code');
}

/**
 * A year's FUTA wages. Payments are taken in pay-date order (input order within a day), so the
 * $7,000 is used up by the earliest payments: that decides the quarter and the state of each
 * taxable dollar, which lines 16a–16d and Schedule A need.
 */
export function futaWages(year: number, payments: readonly FutaPayment[]): FutaWages {
  checkCalendarYear(year);
  payments.forEach((payment, index) => checkPayment(payment, index, year));
  const ordered = payments
    .map((payment, index) => ({ payment, index }))
    .sort((a, b) =>
      a.payment.payDate === b.payment.payDate
        ? a.index - b.index
        : a.payment.payDate < b.payment.payDate
          ? -1
          : 1,
    );
  const used = new Map<string, number>();
  const byState = new Map<string, number>();
  const wages: FutaWages = {
    paymentsCents: 0,
    exemptCents: 0,
    overBaseCents: 0,
    taxableCents: 0,
    taxableByQuarter: [0, 0, 0, 0],
    taxableByState: [],
  };
  for (const { payment } of ordered) {
    const nonExempt = payment.paymentsCents - payment.exemptCents;
    const before = used.get(payment.employeeId) ?? 0;
    const taxable = Math.min(nonExempt, FUTA_WAGE_BASE_CENTS - before);
    used.set(payment.employeeId, before + taxable);
    wages.paymentsCents += payment.paymentsCents;
    wages.exemptCents += payment.exemptCents;
    wages.overBaseCents += nonExempt - taxable;
    wages.taxableCents += taxable;
    const quarter = quarterOf(payment.payDate) - 1;
    wages.taxableByQuarter[quarter] = (wages.taxableByQuarter[quarter] ?? 0) + taxable;
    byState.set(payment.state, (byState.get(payment.state) ?? 0) + taxable);
  }
  wages.taxableByState = [...byState.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([state, taxableCents]) => ({ state, taxableCents }));
  return wages;
}

type Quarterly = [number, number, number, number];

/** A rate applied to running totals, so the rounded parts add up to the rounded whole. */
function cumulativeShares(amounts: Quarterly, rate: Rate): Quarterly {
  let total = 0;
  let taxSoFar = 0;
  const share = (amount: number): number => {
    total += amount;
    const tax = applyRate(total, rate) - taxSoFar;
    taxSoFar += tax;
    return tax;
  };
  return [share(amounts[0]), share(amounts[1]), share(amounts[2]), share(amounts[3])];
}

export type FutaLiabilitiesInput = {
  year: number;
  payments: readonly FutaPayment[];
  /** Form 940 line 9: no taxable FUTA wage was subject to state unemployment tax. */
  allWagesExcludedFromStateUnemployment?: boolean;
};

/**
 * Each quarter's FUTA liability (the amount `futaDeposits` needs during the year): 0.6% of the
 * taxable wages paid in it (6.0% when line 9 applies), rounded so the four add up to lines 8 and
 * 9. Credit reductions and the line 10 worksheet are fourth-quarter amounts `form940Lines` adds.
 */
export function futaLiabilitiesByQuarter(input: FutaLiabilitiesInput): Quarterly {
  const quarters = futaWages(input.year, input.payments).taxableByQuarter;
  const net = cumulativeShares(quarters, FUTA_NET_RATE);
  const credit = input.allWagesExcludedFromStateUnemployment
    ? cumulativeShares(quarters, FUTA_STATE_CREDIT_RATE)
    : ([0, 0, 0, 0] as Quarterly);
  return [net[0] + credit[0], net[1] + credit[1], net[2] + credit[2], net[3] + credit[3]];
}
