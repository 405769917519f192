import type { PayGroup, PayPeriod } from '@paydesk/contracts';

/** The earliest pay date still to run (not started or in draft) over every pay group. */
export function nextPayPeriod(
  groups: readonly { group: PayGroup; periods: readonly PayPeriod[] }[],
): { group: PayGroup; period: PayPeriod } | null {
  let next: { group: PayGroup; period: PayPeriod } | null = null;
  for (const { group, periods } of groups) {
    const open = periods.find(
      (period) => period.status === 'upcoming' || period.status === 'draft',
    );
    if (open && (!next || open.payDate < next.period.payDate)) next = { group, period: open };
  }
  return next;
}
