/**
 * The accrual rules of time off, pure: hours in hundredths of an hour (integers), dates as
 * `YYYY-MM-DD`. The service reads the ledger and the policy and asks these; nothing here reads
 * the clock or the database.
 */

export type AccrualMethod = 'per_hour_worked' | 'per_pay_period' | 'annual_grant';

export type AccrualRule = {
  method: AccrualMethod;
  /** Hundredths earned per `perHundredths` worked, per regular payroll, or per year. */
  hundredths: number;
  /** Only `per_hour_worked`. */
  perHundredths: number | null;
  /** No accrual takes the balance above it. */
  maxBalanceHundredths: number | null;
  /** At each year's end a balance above it is cut to it; null: the whole balance carries. */
  carryoverHundredths: number | null;
};

/** One movement of a balance: a starting balance, an accrual or grant (positive), a use (negative). */
export type LedgerEntry = {
  kind: 'starting' | 'accrual' | 'grant' | 'usage';
  hundredths: number;
  date: string;
};

export type Frequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

/**
 * The hours a salaried employee is taken to work in a period when none are entered: 40 a week,
 * as California counts an exempt employee's hours for sick leave (2080 a year).
 */
export const STANDARD_PERIOD_HUNDREDTHS: Record<Frequency, number> = {
  weekly: 4_000,
  biweekly: 8_000,
  semimonthly: 8_667,
  monthly: 17_333,
};

const yearOf = (date: string): number => Number(date.slice(0, 4));

/** Hundredths of an hour from hours as typed (7.5 → 750). */
export const toHundredths = (hours: number): number => Math.round(hours * 100);

/** Hours from hundredths (750 → 7.5). */
export const toHours = (hundredths: number): number => hundredths / 100;

/**
 * The hours a payroll's line worked, on which per-hour policies accrue: the regular and overtime
 * hours entered; for a salaried employee with none entered, the period's standard hours less
 * the time off the line records (paid leave is not time worked).
 */
export function workedHundredths(line: {
  salaried: boolean;
  enteredHundredths: number;
  timeOffHundredths: number;
  frequency: Frequency;
}): number {
  if (!line.salaried || line.enteredHundredths > 0) return Math.max(0, line.enteredHundredths);
  return Math.max(0, STANDARD_PERIOD_HUNDREDTHS[line.frequency] - line.timeOffHundredths);
}

/**
 * What one payroll earns before the cap: per hour worked, `hundredths` for every
 * `perHundredths` worked, rounded down to the hundredth; per pay period, `hundredths` on a
 * regular run; an annual grant, `hundredths` when the year's grant is due.
 */
export function rawAccrual(
  rule: Pick<AccrualRule, 'method' | 'hundredths' | 'perHundredths'>,
  payroll: { workedHundredths: number; regularRun: boolean; grantDue: boolean },
): number {
  switch (rule.method) {
    case 'per_hour_worked': {
      const per = rule.perHundredths ?? 0;
      if (per <= 0) return 0;
      return Math.floor((Math.max(0, payroll.workedHundredths) * rule.hundredths) / per);
    }
    case 'per_pay_period':
      return payroll.regularRun ? rule.hundredths : 0;
    case 'annual_grant':
      return payroll.grantDue ? rule.hundredths : 0;
  }
}

/** An accrual cut so that the balance does not pass the cap (never negative: a cap takes nothing away). */
export function cappedAccrual(balance: number, accrual: number, max: number | null): number {
  if (max === null) return accrual;
  return Math.max(0, Math.min(accrual, max - balance));
}

/** A balance carried into a new year: cut to the carryover when above it; a debt carries whole. */
export function carriedOver(balance: number, carryover: number | null): number {
  if (carryover === null || balance <= carryover) return balance;
  return carryover;
}

export type BalanceFold = {
  balanceHundredths: number;
  accruedYtdHundredths: number;
  usedYtdHundredths: number;
};

/**
 * The balance on `asOf`: the entries up to that day in date order, the carryover applied at
 * every year's end crossed (also between the last entry and `asOf`), with what the year of
 * `asOf` accrued and used.
 */
export function balanceOn(
  entries: readonly LedgerEntry[],
  carryover: number | null,
  asOf: string,
): BalanceFold {
  const sorted = entries
    .filter((entry) => entry.date <= asOf)
    .slice()
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let balance = 0;
  let year: number | null = null;
  const targetYear = yearOf(asOf);
  let accrued = 0;
  let used = 0;
  const cross = (to: number) => {
    if (year !== null && to > year) balance = carriedOver(balance, carryover);
    year = to;
  };
  for (const entry of sorted) {
    cross(yearOf(entry.date));
    balance += entry.hundredths;
    if (yearOf(entry.date) === targetYear) {
      if (entry.kind === 'accrual' || entry.kind === 'grant') accrued += entry.hundredths;
      if (entry.kind === 'usage') used -= entry.hundredths;
    }
  }
  cross(targetYear);
  return { balanceHundredths: balance, accruedYtdHundredths: accrued, usedYtdHundredths: used };
}

/** Whether the year of `payDate` still owes its annual grant (none dated in that year yet). */
export const grantDue = (entries: readonly LedgerEntry[], payDate: string): boolean =>
  !entries.some((entry) => entry.kind === 'grant' && yearOf(entry.date) === yearOf(payDate));

/** The first day hours may be used: the hire date plus the waiting period (null without a hire date). */
export function usableFrom(hireDate: string | null, waitingDays: number): string | null {
  if (hireDate === null) return null;
  const day = new Date(`${hireDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + waitingDays);
  return day.toISOString().slice(0, 10);
}

/**
 * Whether a request of `hundredths` fits: what is available (the balance less pending and
 * approved hours not yet paid) covers it, or the policy lets the balance go below zero.
 */
export const mayTake = (request: {
  availableHundredths: number;
  hundredths: number;
  allowNegative: boolean;
}): boolean => request.allowNegative || request.hundredths <= request.availableHundredths;

/**
 * One payroll's movement of one policy: the hours used, then the accrual on the balance after
 * them (capped), and the balance after both.
 */
export function settlePayroll(
  rule: AccrualRule,
  balanceBefore: number,
  payroll: {
    usedHundredths: number;
    workedHundredths: number;
    regularRun: boolean;
    grantDue: boolean;
  },
): { used: number; accrued: number; granted: boolean; balanceAfter: number } {
  const afterUse = balanceBefore - payroll.usedHundredths;
  const accrued = cappedAccrual(afterUse, rawAccrual(rule, payroll), rule.maxBalanceHundredths);
  return {
    used: payroll.usedHundredths,
    accrued,
    granted: rule.method === 'annual_grant' && payroll.grantDue,
    balanceAfter: afterUse + accrued,
  };
}
