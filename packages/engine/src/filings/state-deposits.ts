import type { IsoDate } from '../dates';
import { addMonths, dayOfMonth, daysInMonth, fromDayNumber } from '../calendar/day-numbers';
import { irsDueDate } from './irs-calendar';

/**
 * How often a state wants its withheld income tax deposited, and by when. Where the published
 * rule depends on how much the employer withholds, the rule kept is the one of a small employer
 * (the demo's companies and any new employer), and `larger` says what changes above it.
 */
export type StateDepositRule = {
  state: string;
  frequency: 'monthly';
  /** The day of the month after the period by which the deposit is due (capped at its last day). */
  dueDay: number;
  /** The quarter's last month is due with the quarterly return instead (the month after's last day). */
  lastMonthWithReturn: boolean;
  /** The published rule for larger employers, not applied. */
  larger: string;
  source: string;
};

/**
 * The states whose withholding deposits are kept as data: those the demo's companies withhold
 * for (Illinois, Indiana, Pennsylvania). A state not here has no deposit rows yet.
 */
export const STATE_DEPOSIT_RULES: Readonly<Record<string, StateDepositRule>> = {
  IL: {
    state: 'IL',
    frequency: 'monthly',
    dueDay: 15,
    lastMonthWithReturn: false,
    larger:
      'semiweekly, on the federal Wednesday/Friday days, when more than $12,000 was withheld in the lookback period (July to June)',
    source: 'Illinois Department of Revenue, Booklet IL-700-T and Form IL-941 instructions',
  },
  IN: {
    state: 'IN',
    frequency: 'monthly',
    dueDay: 30,
    lastMonthWithReturn: false,
    larger:
      'by the 20th of the following month when the average monthly withholding is more than $1,000',
    source: 'Indiana Department of Revenue, Departmental Notice #1 and Form WH-1 instructions',
  },
  PA: {
    state: 'PA',
    frequency: 'monthly',
    dueDay: 15,
    lastMonthWithReturn: true,
    larger:
      'quarterly below $300 a quarter; semimonthly from $5,000 a quarter; semiweekly from $15,000 a quarter',
    source:
      'Pennsylvania Department of Revenue, Employer Withholding Guide (REV-415), monthly filers',
  },
};

/** One state withholding deposit: a month's income tax withheld in the state. */
export type StateDeposit = {
  state: string;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  dueDate: IsoDate;
  cents: number;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A state's monthly deposits of a year from its income tax withheld by pay date: one per month
 * that withheld anything, due on the rule's day of the next month (the quarter's last month with
 * the return where the state says so), moved past weekends and legal holidays (the IRS calendar
 * is used: the states' own holiday lists are not kept). Null for a state without a rule.
 */
export function stateDeposits(
  state: string,
  withheld: readonly { payDate: IsoDate; cents: number }[],
): StateDeposit[] | null {
  const rule = STATE_DEPOSIT_RULES[state];
  if (!rule) return null;
  const byMonth = new Map<string, number>();
  for (const { payDate, cents } of withheld) {
    const month = payDate.slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + cents);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([, cents]) => cents > 0)
    .map(([month, cents]) => {
      const [year, monthNumber] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
      const withReturn = rule.lastMonthWithReturn && monthNumber % 3 === 0;
      const next = addMonths(year, monthNumber, 1);
      const last = daysInMonth(next.year, next.month);
      const day = withReturn ? last : Math.min(rule.dueDay, last);
      return {
        state,
        periodStart: `${month}-01`,
        periodEnd: `${month}-${pad(daysInMonth(year, monthNumber))}`,
        dueDate: irsDueDate(fromDayNumber(dayOfMonth(next.year, next.month, day))),
        cents,
      };
    });
}
