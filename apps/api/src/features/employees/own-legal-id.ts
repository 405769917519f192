import type { AppContext } from '@paydesk/api/platform/app-context';
import { AppError } from '@paydesk/api/platform/errors/app-error';

/**
 * An employee's own SSN or ITIN. The employer records it (it goes on every W-2 and was checked
 * when they were hired), so once it is on file only the employer changes it. An employee the
 * employer left it to enters it once; since a refused number tells them it belongs to someone
 * else in the company, their refusals are counted and stop after a few a day.
 */
export const OWN_LEGAL_ID_TRIES = 5;
const TRIES_WINDOW_MS = 24 * 60 * 60 * 1000;

const triesKey = (employeeId: string) => `legal-id:${employeeId}`;

export const legalIdLocked = () =>
  new AppError(
    'employee.legal_id_locked',
    'Your SSN or ITIN is on file and only your employer can change it: ask them to correct it.',
    { path: 'legalId', fieldMessage: 'can be changed by your employer only' },
  );

/** Refuses a change once the day's refused tries are spent. */
export async function assertOwnLegalIdTriesLeft(
  context: AppContext,
  employeeId: string,
): Promise<void> {
  const now = context.clock.now();
  const { count } = await context.attempts.count(
    'account',
    triesKey(employeeId),
    now,
    TRIES_WINDOW_MS,
  );
  if (count >= OWN_LEGAL_ID_TRIES) {
    throw new AppError(
      'employee.legal_id_tries',
      `This SSN or ITIN was refused ${count} times today: ask your employer to enter it.`,
      { path: 'legalId', fieldMessage: 'too many refused tries today' },
    );
  }
}

/** Counts one refused number (outside the refused change's transaction, which rolls back). */
export async function recordOwnLegalIdRefusal(
  context: AppContext,
  employeeId: string,
): Promise<void> {
  await context.attempts.record(triesKey(employeeId), 'self-service', context.clock.now());
}
