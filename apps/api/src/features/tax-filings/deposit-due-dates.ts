import { addBusinessDays, isBusinessDay } from '@paydesk/engine';
import type { LiabilityKey } from './tax-liability-lines';

/** The taxes of Form 941, deposited together on the employer's deposit schedule. */
const form941Taxes = new Set<string>([
  'federal_income',
  'social_security',
  'medicare',
  'additional_medicare',
]);

const pad = (n: number): string => String(n).padStart(2, '0');

/** The date itself on a business day, else the next business day (the IRS's deposit rule). */
const onOrAfterBusinessDay = (date: string): string =>
  isBusinessDay(date) ? date : addBusinessDays(date, 1);

/** Year and month (1–12) of the month `months` after the pay date's. */
function monthAfter(payDate: string, months: number): { year: number; month: number } {
  const index = Number(payDate.slice(0, 4)) * 12 + Number(payDate.slice(5, 7)) - 1 + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * When the Form 941 taxes of a payroll are due. Until the engine decides each employer's deposit
 * schedule (lookback period, semiweekly, the $100,000 next-day rule), every employer is taken as
 * a monthly depositor: the 15th of the month after the pay date, moved to the next business day.
 * This is the one function to replace with the engine's schedule.
 */
export function federalDepositDueDate(payDate: string): string {
  const { year, month } = monthAfter(payDate, 1);
  return onOrAfterBusinessDay(`${year}-${pad(month)}-15`);
}

/**
 * When FUTA of a payroll is due: the last day of the month after its quarter, moved to the next
 * business day. (A quarter owing $500 or less may carry over to the next; the ledger shows when
 * this payroll's share would be due.)
 */
export function futaDepositDueDate(payDate: string): string {
  const monthInQuarter = (Number(payDate.slice(5, 7)) - 1) % 3;
  const { year, month } = monthAfter(payDate, 3 - monthInQuarter);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return onOrAfterBusinessDay(`${year}-${pad(month)}-${pad(lastDay)}`);
}

/** A ledger entry's deposit due date; states' and localities' deposit rules are not kept yet. */
export function depositDueDateOf(key: LiabilityKey, payDate: string): string | null {
  if (key.agency !== 'irs') return null;
  if (key.tax === 'futa') return futaDepositDueDate(payDate);
  return form941Taxes.has(key.tax) ? federalDepositDueDate(payDate) : null;
}
