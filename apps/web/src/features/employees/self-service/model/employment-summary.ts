import type { Employee } from '@paydesk/contracts';

const frequencies = new Set(['weekly', 'biweekly', 'semimonthly', 'monthly']);

/** The catalogue id of a pay frequency, or null for none or one this screen does not know. */
export function frequencyLabelId(frequency: string | null): string | null {
  return frequency && frequencies.has(frequency)
    ? `employees.selfService.frequency.${frequency}`
    : null;
}

/** How the rate reads: cents a year for a salary, cents an hour for hourly pay (API.md). */
export function rateLabelId(paymentType: Employee['paymentType']): string {
  return paymentType === 'hourly' ? 'employees.review.ratePerHour' : 'employees.review.ratePerYear';
}
