import type { PayPeriod } from '@paydesk/contracts';
import type { IntlShape } from 'react-intl';

/**
 * What a period offers: start its run, continue its draft, view its payroll, nothing, or not yet:
 * its pay date falls in a year whose tax figures Paydesk does not have (the server refuses it).
 */
export type PeriodAction =
  | { kind: 'start' }
  | { kind: 'continue'; draftId: string }
  | { kind: 'view'; payrollId: string }
  | { kind: 'blocked'; taxYear: number }
  | { kind: 'none' };

type PeriodFacts = Pick<PayPeriod, 'status' | 'draftId' | 'payrollId'> &
  Partial<Pick<PayPeriod, 'taxYearMissing'>>;

export function periodAction(period: PeriodFacts): PeriodAction {
  if (period.status === 'upcoming' || period.status === 'cancelled') {
    return period.taxYearMissing
      ? { kind: 'blocked', taxYear: period.taxYearMissing }
      : { kind: 'start' };
  }
  if (period.status === 'draft' && period.draftId) {
    return { kind: 'continue', draftId: period.draftId };
  }
  if (period.payrollId) return { kind: 'view', payrollId: period.payrollId };
  return { kind: 'none' };
}

/** A period the create page may open: a new run, or its draft again. */
export const isStartable = (period: PeriodFacts) => {
  const kind = periodAction(period).kind;
  return kind === 'start' || kind === 'continue';
};

/** A period's state in a list of periods: its status, or why it cannot run yet. */
export const periodStatusText = (intl: IntlShape, period: PeriodFacts): string => {
  const action = periodAction(period);
  return action.kind === 'blocked'
    ? intl.formatMessage({ id: 'payroll.period.taxYearMissing' }, { year: String(action.taxYear) })
    : intl.formatMessage({ id: `payroll.period.status.${period.status}` });
};

/** The next periods, with the one an address named added when they do not hold it. */
export function withNamedPeriod<Period extends Pick<PayPeriod, 'periodEnd'>>(
  periods: Period[],
  isNamedGroup: boolean,
  named: Period | null | undefined,
): Period[] {
  if (!isNamedGroup || !named || periods.some((entry) => entry.periodEnd === named.periodEnd)) {
    return periods;
  }
  return [...periods, named];
}
