import {
  checkPaySchedule,
  isEngineInputError,
  payPeriods,
  type PayPeriod,
  type PaySchedule,
} from '@paydesk/engine';
import { AppError } from '@paydesk/api/platform/errors/app-error';

export type ScheduleInput = PaySchedule & { secondPayDay: number | null };

/** Periods computed for the schedule page: about two years ahead of the date asked for. */
const HORIZON_PERIODS: Record<PaySchedule['frequency'], number> = {
  weekly: 104,
  biweekly: 52,
  semimonthly: 48,
  monthly: 24,
};

/** The engine's verdict on a schedule, as the API's 400 naming the field. */
function asRequestError(error: unknown): never {
  if (isEngineInputError(error)) {
    throw new AppError(
      'pay_group.schedule_invalid',
      `The schedule cannot work: ${error.field} ${error.message}.`,
      { path: error.field, fieldMessage: error.message },
    );
  }
  throw error;
}

export function checkSchedule(schedule: ScheduleInput): void {
  try {
    checkPaySchedule(schedule);
  } catch (error) {
    asRequestError(error);
  }
}

/** The schedule's periods from the first paid on or after `from`, over the horizon. */
export function periodsFrom(schedule: ScheduleInput, from: string, leadDays: number): PayPeriod[] {
  try {
    return payPeriods(schedule, from, HORIZON_PERIODS[schedule.frequency], leadDays);
  } catch (error) {
    return asRequestError(error);
  }
}

/** The next pay date on or after `today`, or null past the calendar's end. */
export function nextPayDate(
  schedule: ScheduleInput,
  today: string,
  leadDays: number,
): string | null {
  try {
    return payPeriods(schedule, today, 1, leadDays)[0]?.payDate ?? null;
  } catch {
    return null;
  }
}
