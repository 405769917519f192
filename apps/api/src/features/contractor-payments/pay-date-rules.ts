import { isBusinessDay, previousBusinessDay } from '@paydesk/engine/calendar';
import { AppError } from '@paydesk/api/platform/errors/app-error';

/** A run is paid within a year: a later date is a typing mistake, not a plan. */
const MAX_DAYS_AHEAD = 366;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Refuses a pay date as payroll does (422, `payDate`): not before today, a day the Federal Reserve
 * Banks settle payments on (a weekend or a bank holiday names the business day before), and at
 * most a year ahead. Refused rather than moved, so the owner sees the day the money arrives.
 */
export function checkContractorPayDate(payDate: string, today: string): void {
  if (payDate < today) {
    throw new AppError(
      'contractor_payment.pay_date_past',
      `The pay date ${payDate} has passed: choose today (${today}) or a later business day.`,
      { path: 'payDate', fieldMessage: 'must not be in the past' },
    );
  }
  if (daysBetween(today, payDate) > MAX_DAYS_AHEAD) {
    throw new AppError(
      'request.unprocessable',
      `The pay date ${payDate} is more than a year ahead: choose a date within a year of today.`,
      { path: 'payDate', fieldMessage: 'must be within a year of today' },
    );
  }
  if (!isBusinessDay(payDate)) {
    const weekday = weekdays[new Date(`${payDate}T00:00:00Z`).getUTCDay()] ?? '';
    const before = previousBusinessDay(payDate);
    const reason =
      weekday === 'Saturday' || weekday === 'Sunday' ? `a ${weekday}` : 'a bank holiday';
    throw new AppError(
      'contractor_payment.pay_date_not_business_day',
      `The pay date ${payDate} is ${reason}: the Federal Reserve Banks settle no payment that day. Choose a business day, such as ${before}, the business day before.`,
      {
        path: 'payDate',
        fieldMessage: `is ${reason}, when banks are closed: choose a business day, such as ${before}`,
      },
    );
  }
}
