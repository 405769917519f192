import type { PayrollMembershipPort } from '@paydesk/api/features/employees';
import type { PayrollLedger, PeriodPayroll } from '@paydesk/api/features/pay-groups';
import { openDraftsOfGroup } from '../drafts/draft-repository';
import { openDraftsWithEmployee, removeFromOpenDrafts } from '../drafts/draft-line-repository';
import {
  approvedPayrollsWithEmployee,
  issuedTotals,
  voidPaymentOf,
} from '../payrolls/pay-stub-repository';
import {
  hasApprovedPayrollAwaitingAch,
  hasLivePayroll,
  payrollsOfGroup,
  setPayrollTotals,
} from '../payrolls/payroll-repository';
import { summaryOf } from '../payrolls/payroll-summary';
import { payrollStatusOn } from '../payrolls/paid-status';
import { totalsOfSummary } from '../payrolls/payroll-answer';

/**
 * Termination asks which runs hold the employee: open drafts and approved payrolls. With
 * Override-Current-Payroll the employee leaves them: out of the drafts, and their payment in an
 * approved payroll is voided (its totals lose it).
 */
export const payrollMembership: PayrollMembershipPort = {
  async openPayrollsOf(db, employeeId) {
    const [drafts, payrolls] = await Promise.all([
      openDraftsWithEmployee(db, employeeId),
      approvedPayrollsWithEmployee(db, employeeId),
    ]);
    return [
      ...drafts.map((draft) => ({
        id: draft.id,
        description: `the open ${draft.type === 'regular' ? '' : 'off-cycle '}payroll draft ${draft.id} paid ${draft.pay_date} (period ${draft.period_start} to ${draft.period_end})`,
      })),
      ...payrolls.map((payroll) => ({
        id: payroll.id,
        description: `the approved payroll ${payroll.id} paid ${payroll.pay_date}`,
      })),
    ];
  },
  async removeFromOpenPayrolls(db, employeeId, now) {
    await removeFromOpenDrafts(db, employeeId, now);
    for (const payroll of await approvedPayrollsWithEmployee(db, employeeId)) {
      await voidPaymentOf(db, payroll.stub_id);
      const totals = await issuedTotals(db, payroll.id);
      await setPayrollTotals(db, payroll.id, totalsOfSummary(summaryOf(totals)), now);
    }
  },
};

/**
 * What the schedule shows of each period: its live payroll, else its open draft, else the
 * cancelled payroll; and whether the group's anchors are locked by a committed payroll.
 */
export const payrollLedger: PayrollLedger = {
  hasCommittedPayroll: hasLivePayroll,
  async periodPayrolls(db, payGroupId, today) {
    const [payrolls, drafts] = await Promise.all([
      payrollsOfGroup(db, payGroupId),
      openDraftsOfGroup(db, payGroupId),
    ]);
    const periods = new Map<string, PeriodPayroll>();
    for (const payroll of payrolls) {
      if (payroll.type !== 'regular') continue;
      const known = periods.get(payroll.period_end);
      if (known && known.status !== 'cancelled') continue;
      periods.set(payroll.period_end, {
        status: payrollStatusOn(payroll.status, payroll.pay_date, today),
        draftId: payroll.draft_id,
        payrollId: payroll.id,
      });
    }
    for (const draft of drafts) {
      if (draft.payroll_id) continue;
      const known = periods.get(draft.period_end);
      if (known && known.status !== 'cancelled') continue;
      periods.set(draft.period_end, { status: 'draft', draftId: draft.id, payrollId: null });
    }
    return periods;
  },
};

/**
 * What bank accounts ask before a funding account is deleted: an approved payroll not yet in an
 * ACH file will debit it.
 */
export const payrollFunding = { hasApprovedPayrollAwaitingAch };
