import type { TaxDepositForm, TaxLiabilityTax } from '@paydesk/contracts';
import {
  federalDeposits,
  futaDeposits,
  stateDeposits,
  type Depositor,
  type FederalLiability,
} from '@paydesk/engine';
import { liabilityKeyOf } from '../tax-liability-lines';
import type { TaxLineTotal } from '../tax-liability-repository';

/** The taxes of Form 941, deposited together on the employer's deposit schedule. */
export const form941Taxes: ReadonlySet<TaxLiabilityTax> = new Set<TaxLiabilityTax>([
  'federal_income',
  'social_security',
  'medicare',
  'additional_medicare',
]);

/** A deposit as the ledger makes it, before any payment is looked at. */
export type ComputedDeposit = {
  id: string;
  /** `irs`, or `state:XX`. */
  agency: string;
  form: TaxDepositForm;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  amountCents: number;
  withReturn: boolean;
};

/** What the ledger's lines owe the IRS: Form 941's taxes by pay date, FUTA by quarter. */
export type FederalLedger = {
  form941: FederalLiability[];
  /** Four entries, first quarter first. */
  futaByQuarter: number[];
};

/**
 * The ledger's lines as the IRS deposits them, both sides of each line counted. A day or quarter
 * whose lines add up below zero (a correction larger than what it corrects) owes nothing.
 */
export function federalLedgerOf(totals: readonly TaxLineTotal[]): FederalLedger {
  const byDay = new Map<string, number>();
  const futaByQuarter = [0, 0, 0, 0];
  for (const line of totals) {
    const key = liabilityKeyOf(line);
    if (key?.agency !== 'irs') continue;
    if (key.tax === 'futa') {
      const quarter = Math.ceil(Number(line.payDate.slice(5, 7)) / 3) - 1;
      futaByQuarter[quarter] = (futaByQuarter[quarter] ?? 0) + line.cents;
    } else if (form941Taxes.has(key.tax)) {
      byDay.set(line.payDate, (byDay.get(line.payDate) ?? 0) + line.cents);
    }
  }
  return {
    form941: [...byDay.entries()].map(([payDate, cents]) => ({
      payDate,
      cents: Math.max(0, cents),
    })),
    futaByQuarter: futaByQuarter.map((cents) => Math.max(0, cents)),
  };
}

/** `irs-941-2026-10-01-2026-10-31`: the period names a Form 941 deposit. */
export const form941DepositId = (periodStart: string, periodEnd: string): string =>
  `irs-941-${periodStart}-${periodEnd}`;

/** `irs-940-2026Q3`: the quarter whose end made the FUTA deposit due names it. */
export const futaDepositId = (year: number, quarter: number): string =>
  `irs-940-${year}Q${quarter}`;

/**
 * A year's federal deposits from its ledger: Form 941's on the depositor's schedule (the engine
 * applies the $100,000 next-day rule and the $2,500 de minimis quarter), then FUTA's, each quarter
 * carried until it is over $500. All four quarters of FUTA are given, so that what a quarter
 * carries always shows, due with the fourth at the latest; the fourth quarter's credit reduction
 * is not in the stubs and so not in its deposit (Form 940 adds it).
 */
export function computedDeposits(
  year: number,
  depositor: Depositor,
  ledger: FederalLedger,
): ComputedDeposit[] {
  const form941 = federalDeposits({ depositor, liabilities: ledger.form941 }).deposits.map(
    (deposit): ComputedDeposit => ({
      id: form941DepositId(deposit.periodStart, deposit.periodEnd),
      agency: 'irs',
      form: '941',
      periodStart: deposit.periodStart,
      periodEnd: deposit.periodEnd,
      dueDate: deposit.dueDate,
      amountCents: deposit.cents,
      withReturn: deposit.withReturn,
    }),
  );
  const futa = futaDeposits({ year, quarterLiabilitiesCents: ledger.futaByQuarter }).deposits.map(
    (deposit): ComputedDeposit => ({
      id: futaDepositId(year, deposit.quarter),
      agency: 'irs',
      form: '940',
      periodStart: deposit.periodStart,
      periodEnd: deposit.periodEnd,
      dueDate: deposit.dueDate,
      amountCents: deposit.cents,
      withReturn: deposit.withReturn,
    }),
  );
  return [...form941, ...futa].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.periodStart.localeCompare(b.periodStart) ||
      a.form.localeCompare(b.form),
  );
}

/** `state-IL-2026-10`: the state and the month whose income tax withheld it deposits. */
export const stateDepositId = (state: string, periodStart: string): string =>
  `state-${state}-${periodStart.slice(0, 7)}`;

/**
 * The states' withholding deposits from the ledger's state income tax lines, on each state's rule
 * (engine STATE_DEPOSIT_RULES); a state without a rule has none listed yet.
 */
export function computedStateDeposits(totals: readonly TaxLineTotal[]): ComputedDeposit[] {
  const byState = new Map<string, { payDate: string; cents: number }[]>();
  for (const line of totals) {
    const key = liabilityKeyOf(line);
    if (key?.tax !== 'state_income' || !key.agency.startsWith('state:')) continue;
    const state = key.agency.slice('state:'.length);
    byState.set(state, [
      ...(byState.get(state) ?? []),
      { payDate: line.payDate, cents: line.cents },
    ]);
  }
  return [...byState.entries()].flatMap(([state, withheld]) =>
    (stateDeposits(state, withheld) ?? []).map((deposit): ComputedDeposit => ({
      id: stateDepositId(state, deposit.periodStart),
      agency: `state:${state}`,
      form: 'state_withholding',
      periodStart: deposit.periodStart,
      periodEnd: deposit.periodEnd,
      dueDate: deposit.dueDate,
      amountCents: deposit.cents,
      withReturn: false,
    })),
  );
}

/** Deposits in the list's order: the earliest due first. */
export const byDueDate = (a: ComputedDeposit, b: ComputedDeposit): number =>
  a.dueDate.localeCompare(b.dueDate) ||
  a.periodStart.localeCompare(b.periodStart) ||
  a.agency.localeCompare(b.agency) ||
  a.form.localeCompare(b.form);
