import type { PayPeriod } from '@paydesk/contracts';

/**
 * Where a period's run is: the payroll pages' addresses (spec §2.3), so the schedule links to
 * them without depending on the payroll feature. A new period starts a run, a draft opens again,
 * a committed period shows its payroll. A new period paid in a year without tax figures offers
 * nothing: the row says why instead.
 */
export function periodRun(
  companyId: string,
  payGroupId: string,
  period: Pick<PayPeriod, 'status' | 'periodEnd' | 'draftId' | 'payrollId'> &
    Partial<Pick<PayPeriod, 'taxYearMissing'>>,
): { to: string; labelId: string } | null {
  const base = `/company/${companyId}/payroll-management`;
  if (period.status === 'upcoming' || period.status === 'cancelled') {
    if (period.taxYearMissing) return null;
    const query = new URLSearchParams({ payGroupId, periodEnd: period.periodEnd });
    return { to: `${base}/create?${query.toString()}`, labelId: 'payGroups.startPayroll' };
  }
  if (period.status === 'draft' && period.draftId) {
    const query = new URLSearchParams({ draftId: period.draftId });
    return { to: `${base}/create?${query.toString()}`, labelId: 'payGroups.continuePayroll' };
  }
  if (period.payrollId) {
    const query = new URLSearchParams({ payrollId: period.payrollId });
    return { to: `${base}?${query.toString()}`, labelId: 'payGroups.viewPayroll' };
  }
  return null;
}
