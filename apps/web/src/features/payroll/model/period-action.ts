import type { PayPeriod } from '@paydesk/contracts';

/** What a period offers: start its run, continue its draft, view its payroll, or nothing. */
export type PeriodAction =
  | { kind: 'start' }
  | { kind: 'continue'; draftId: string }
  | { kind: 'view'; payrollId: string }
  | { kind: 'none' };

export function periodAction(
  period: Pick<PayPeriod, 'status' | 'draftId' | 'payrollId'>,
): PeriodAction {
  if (period.status === 'upcoming' || period.status === 'cancelled') return { kind: 'start' };
  if (period.status === 'draft' && period.draftId) {
    return { kind: 'continue', draftId: period.draftId };
  }
  if (period.payrollId) return { kind: 'view', payrollId: period.payrollId };
  return { kind: 'none' };
}

/** A period the create page may open: a new run, or its draft again. */
export const isStartable = (period: Pick<PayPeriod, 'status' | 'draftId' | 'payrollId'>) => {
  const kind = periodAction(period).kind;
  return kind === 'start' || kind === 'continue';
};
