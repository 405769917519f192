import type { PayStubListItem } from '@paydesk/contracts';

/**
 * The stub the dashboard shows: the newest one not voided (a voided stub paid nothing), else the
 * newest of all so the employee still finds it. The list comes newest first.
 */
export function latestPayStub(items: readonly PayStubListItem[]): PayStubListItem | null {
  return items.find((item) => item.status === 'issued') ?? items[0] ?? null;
}
