import { isEngineInputError, payPeriods, type PaySchedule } from '@paydesk/engine';
import { AppError } from '@paydesk/api/platform/errors/app-error';

const DAY_MS = 86_400_000;

const daysBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The schedule's period that ends on `periodEnd`, with its pay date; a 400 when there is none. */
export function periodEndingOn(
  schedule: PaySchedule,
  periodEnd: string,
  leadDays: number,
): { periodStart: string; periodEnd: string; payDate: string } {
  const invalid = () =>
    new AppError(
      'payroll_draft.period_invalid',
      `No pay period of the pay group ends on ${periodEnd}: choose a period of its schedule.`,
      { path: 'periodEnd', fieldMessage: 'is not the end of a pay period of the group' },
    );
  try {
    // A pay date may come before its period's end (moved off a holiday): start well before.
    const period = payPeriods(schedule, daysBefore(periodEnd, 45), 12, leadDays).find(
      (candidate) => candidate.periodEnd === periodEnd,
    );
    if (!period) throw invalid();
    return { periodStart: period.periodStart, periodEnd, payDate: period.payDate };
  } catch (error) {
    if (isEngineInputError(error)) throw invalid();
    throw error;
  }
}
