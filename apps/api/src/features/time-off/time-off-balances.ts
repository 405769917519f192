import type { TimeOffBalance, TimeOffKind } from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import { ruleOf } from './time-off-answer';
import { entriesOf, type EntryRow } from './time-off-ledger-repository';
import { assignedPolicies, type AssignedPolicyRow } from './time-off-policy-repository';
import { openRequestHours } from './time-off-request-repository';
import { balanceOn, toHours, usableFrom, type LedgerEntry } from './time-off-rules';

export const ledgerOf = (rows: readonly EntryRow[]): LedgerEntry[] =>
  rows.map((row) => ({
    kind: row.kind as LedgerEntry['kind'],
    hundredths: Number(row.hundredths),
    date: row.effective_date,
  }));

/** Entries by `employee:policy`. */
export function entriesByHolder(rows: readonly EntryRow[]): Map<string, EntryRow[]> {
  const byHolder = new Map<string, EntryRow[]>();
  for (const row of rows) {
    const key = `${row.employee_id}:${row.policy_id}`;
    const list = byHolder.get(key) ?? [];
    list.push(row);
    byHolder.set(key, list);
  }
  return byHolder;
}

/** What an employee holds of one policy on `asOf`, in hundredths. */
export type HolderBalance = {
  policy: AssignedPolicyRow;
  balance: number;
  accruedYtd: number;
  usedYtd: number;
  pending: number;
  approved: number;
};

/**
 * The employee's balance of every assigned policy on `asOf` (or after the last payment, when a
 * committed payroll pays later), with the open requests' hours.
 */
export async function holderBalances(
  db: Db,
  employeeId: string,
  asOf: string,
): Promise<HolderBalance[]> {
  const [policies, entries, open] = await Promise.all([
    assignedPolicies(db, [employeeId]),
    entriesOf(db, [employeeId]),
    openRequestHours(db, [employeeId]),
  ]);
  const byHolder = entriesByHolder(entries);
  return policies.map((policy) => {
    const ledger = ledgerOf(byHolder.get(`${employeeId}:${policy.id}`) ?? []);
    // A committed payroll paid later than today counts already: the balance is the one after
    // the last payment, with that year's accruals and uses.
    const latest = ledger.reduce((last, entry) => (entry.date > last ? entry.date : last), asOf);
    const fold = balanceOn(ledger, ruleOf(policy).carryoverHundredths, latest);
    const openOf = (status: string) =>
      open
        .filter((row) => row.policy_id === policy.id && row.status === status)
        .reduce((sum, row) => sum + Number(row.hundredths), 0);
    return {
      policy,
      balance: fold.balanceHundredths,
      accruedYtd: fold.accruedYtdHundredths,
      usedYtd: fold.usedYtdHundredths,
      pending: openOf('pending'),
      approved: openOf('approved'),
    };
  });
}

/** A balance as `GET /employees/{id}/time-off` answers it. */
export const balanceAnswerOf = (held: HolderBalance): TimeOffBalance => ({
  policyId: held.policy.id,
  name: held.policy.name,
  kind: held.policy.kind as TimeOffKind,
  balanceHours: toHours(held.balance),
  accruedYtdHours: toHours(held.accruedYtd),
  usedYtdHours: toHours(held.usedYtd),
  pendingHours: toHours(held.pending),
  approvedHours: toHours(held.approved),
  availableHours: toHours(held.balance - held.pending - held.approved),
  usableFrom: usableFrom(held.policy.hire_date, Number(held.policy.waiting_days)),
  allowNegative: Number(held.policy.allow_negative) === 1,
});
