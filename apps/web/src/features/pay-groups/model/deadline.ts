import { addBusinessDays } from '@paydesk/engine/calendar';

/** How close a submission deadline is: past, within two business days, or later. */
export type DeadlineUrgency = 'past' | 'soon' | 'later';

export const SOON_BUSINESS_DAYS = 2;

export function deadlineUrgency(deadline: string, today: string): DeadlineUrgency {
  if (deadline < today) return 'past';
  return deadline <= addBusinessDays(today, SOON_BUSINESS_DAYS) ? 'soon' : 'later';
}
