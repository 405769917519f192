type Decidable = { status: string; startDate: string; createdAt?: string };

const rank = (status: string) => (status === 'pending' ? 0 : 1);

/**
 * The owner's inbox order: pending requests first, the soonest time off on top (the one to
 * decide first); decided ones after, the latest time off on top.
 */
export function inboxOrder<T extends Decidable>(requests: readonly T[]): T[] {
  return [...requests].sort((a, b) => {
    const byStatus = rank(a.status) - rank(b.status);
    if (byStatus !== 0) return byStatus;
    return a.status === 'pending'
      ? a.startDate.localeCompare(b.startDate)
      : b.startDate.localeCompare(a.startDate);
  });
}
