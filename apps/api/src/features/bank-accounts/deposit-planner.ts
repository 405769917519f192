import { splitNetPay, type DepositTarget } from '@paydesk/engine/deposits';
import type { Db } from '@paydesk/api/platform/db/database';
import { listUsableDepositAccounts } from './bank-account-repository';

export type PlannedDeposit = {
  bankAccountId: string;
  accountNumberLast4: string;
  amountCents: number;
};

type AccountRow = Awaited<ReturnType<typeof listUsableDepositAccounts>>[number];

function targetOf(row: AccountRow, last: boolean): DepositTarget {
  // The remainder account may still be on hold while older fixed or percentage accounts are
  // usable: the last usable account then takes the rest, so no money is left unpaid.
  if (row.split_kind === 'remainder' || last) return { id: row.id, kind: 'remainder' };
  if (row.split_kind === 'amount') {
    return { id: row.id, kind: 'amount', value: Number(row.split_amount_cents ?? 0) };
  }
  return { id: row.id, kind: 'percentage', value: Number(row.split_basis_points ?? 0) };
}

/**
 * How each net pay splits into the employee's accounts usable on the pay date (accounts on hold
 * are left out): the one pure split of the engine over the accounts in the order they were added.
 * Parts of zero cents are not deposits. Payroll asks only for the employees it pays by direct
 * deposit; one without a usable account is left out of the answer (not ready).
 */
export const depositPlanner = {
  async split(
    db: Db,
    employeeIds: string[],
    payDate: string,
    netPays: Map<string, number>,
  ): Promise<Map<string, PlannedDeposit[]>> {
    const byEmployee = new Map<string, AccountRow[]>();
    for (const row of await listUsableDepositAccounts(db, employeeIds, payDate)) {
      const id = row.employee_id ?? '';
      byEmployee.set(id, [...(byEmployee.get(id) ?? []), row]);
    }
    const plans = new Map<string, PlannedDeposit[]>();
    for (const [employeeId, rows] of byEmployee) {
      const hasRemainder = rows.some((row) => row.split_kind === 'remainder');
      const targets = rows.map((row, index) =>
        targetOf(row, !hasRemainder && index === rows.length - 1),
      );
      const last4 = new Map(rows.map((row) => [row.id, row.account_number_last4]));
      const { parts } = splitNetPay(netPays.get(employeeId) ?? 0, targets);
      plans.set(
        employeeId,
        parts
          .filter((part) => part.amountCents > 0)
          .map((part) => ({
            bankAccountId: part.id,
            accountNumberLast4: last4.get(part.id) ?? '',
            amountCents: part.amountCents,
          })),
      );
    }
    return plans;
  },
};
