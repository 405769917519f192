import {
  closedForHoliday,
  isBusinessDay,
  previousBusinessDay,
  supportedTaxYears,
  type HolidayId,
} from '@paydesk/engine';
import { AppError } from '@paydesk/api/platform/errors/app-error';

const holidayNames: Record<HolidayId, string> = {
  new_years_day: "New Year's Day",
  martin_luther_king_jr_day: 'Martin Luther King Jr. Day',
  presidents_day: 'Presidents Day',
  memorial_day: 'Memorial Day',
  juneteenth: 'Juneteenth',
  independence_day: 'Independence Day',
  labor_day: 'Labor Day',
  columbus_day: 'Columbus Day',
  veterans_day: 'Veterans Day',
  thanksgiving_day: 'Thanksgiving Day',
  christmas_day: 'Christmas Day',
};

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const weekdayOf = (date: string): string =>
  weekdayNames[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';

/** Why no payment settles on a date, and the business day before it that the bank would use. */
export type ClosedDay = {
  /** `a Saturday`, `Christmas Day`, `the day the banks close for Independence Day`. */
  reason: string;
  /** The business day before: what the pay date would be on the schedules. */
  previousBusinessDay: string;
};

/**
 * The reason a pay date is not a banking day, or null when the Federal Reserve Banks settle on
 * it. The same rule as the pay-group schedules (the engine's calendar): weekends, the Reserve
 * Banks' holidays, a Sunday holiday closing the Monday after and a Saturday one closing nothing.
 * The caller has checked the year is one the engine knows (`taxYearProblem`).
 */
export function closedDayOf(date: string): ClosedDay | null {
  if (isBusinessDay(date)) return null;
  const weekday = weekdayOf(date);
  const holiday = weekday === 'Saturday' || weekday === 'Sunday' ? null : closedForHoliday(date);
  const reason = !holiday
    ? `a ${weekday}`
    : holiday.date === date
      ? holidayNames[holiday.id]
      : `the day the banks close for ${holidayNames[holiday.id]} (${holiday.date})`;
  return { reason, previousBusinessDay: previousBusinessDay(date) };
}

/** The sentence a refusal and a readiness entry give for a pay date the banks are closed on. */
export const closedDayMessage = (date: string, closed: ClosedDay): string =>
  `The pay date ${date} is ${closed.reason}: the Federal Reserve Banks settle no payment that day, so nobody would be paid on it. Choose a business day, such as ${closed.previousBusinessDay}, the business day before.`;

/** What is wrong with a pay date's year: the engine has no tax figures for it; null when known. */
export function taxYearProblem(date: string): string | null {
  const years = supportedTaxYears();
  const year = Number(date.slice(0, 4));
  if (years.includes(year)) return null;
  const known = years.join(', ');
  const last = years[years.length - 1] ?? 0;
  return year > last
    ? `Paydesk has no ${year} tax figures yet (federal withholding tables, wage bases, state tables), so pay dated in ${year} cannot be computed. Choose a pay date in a year Paydesk has figures for: ${known}.`
    : `Paydesk has no ${year} tax figures, so pay dated in ${year} cannot be computed. Choose a pay date in a year Paydesk has figures for: ${known}.`;
}

/**
 * Refuses a pay date the bank cannot use or the engine cannot compute, naming the field it came
 * from (`payDate`, `offCycle.payDate`, `periodEnd` for a schedule's period). Refused rather than
 * moved: the owner sees the exact day the bank will settle, and a move over New Year's Day would
 * silently change the tax year of the wages.
 */
export function checkPayDate(date: string, path: string): void {
  const yearProblem = taxYearProblem(date);
  if (yearProblem) {
    throw new AppError('payroll.tax_year_missing', yearProblem, {
      path,
      fieldMessage: `is in ${date.slice(0, 4)}, a year Paydesk has no tax figures for`,
    });
  }
  const closed = closedDayOf(date);
  if (closed) {
    throw new AppError('payroll.pay_date_not_business_day', closedDayMessage(date, closed), {
      path,
      fieldMessage: `is ${closed.reason}, when banks are closed: choose a business day, such as ${closed.previousBusinessDay}`,
    });
  }
}

/**
 * The wages of a payroll belong to the tax year of its pay date (the W-2, the 941 quarter, the
 * year's wage bases): a move into another year is refused rather than re-filed.
 */
export function checkSameTaxYear(from: string, to: string): void {
  const [fromYear, toYear] = [from.slice(0, 4), to.slice(0, 4)];
  if (fromYear === toYear) return;
  throw new AppError(
    'payroll.pay_date_other_tax_year',
    `The payroll is paid in ${fromYear}; moving it to ${to} would put its wages in ${toYear}'s W-2s and Forms 941 instead. A pay date can only move within ${fromYear}: to pay these wages in ${toYear}, cancel the payroll and run it again with the new date.`,
    { path: 'payDate', fieldMessage: `must stay in ${fromYear}` },
  );
}
