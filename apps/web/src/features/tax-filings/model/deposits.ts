import type { TaxDeposit, TaxDepositScheduleReason, TaxDepositStatus } from '@paydesk/contracts';

/** What needs the owner first: late, then due now, then coming, then what is already paid. */
const statusRank: Record<TaxDepositStatus, number> = {
  overdue: 0,
  due: 1,
  upcoming: 2,
  recorded: 3,
};

/**
 * The deposits in the order the card lists them: by status rank, then the earliest due date
 * (the most recently paid first among the recorded ones, which are history).
 */
export function orderDeposits(items: readonly TaxDeposit[]): TaxDeposit[] {
  return [...items].sort((a, b) => {
    const rank = statusRank[a.status] - statusRank[b.status];
    if (rank !== 0) return rank;
    const byDate = a.dueDate.localeCompare(b.dueDate);
    return a.status === 'recorded' ? -byDate : byDate;
  });
}

/** The deposit to pay next: the first unpaid one in the card's order, if any. */
export function nextDeposit(items: readonly TaxDeposit[]): TaxDeposit | null {
  return orderDeposits(items).find((item) => item.status !== 'recorded') ?? null;
}

/** Catalogue id of the sentence saying why the schedule applies. */
export const scheduleReasonId = (reason: TaxDepositScheduleReason) =>
  `taxFilings.deposits.reason.${reason}`;

/** The status's chip colour (theme palette): red when late, amber when due. */
export function statusColor(status: TaxDepositStatus): 'error' | 'warning' | 'success' | 'default' {
  if (status === 'overdue') return 'error';
  if (status === 'due') return 'warning';
  if (status === 'recorded') return 'success';
  return 'default';
}
