import type { BankAccount } from '@paydesk/contracts';
import { percentageToBasisPoints } from '@paydesk/contracts';
import { splitNetPay, type DepositSplit, type DepositTarget } from '@paydesk/engine/deposits';

/** The net pay the panel shows the split on until the person types another. */
export const EXAMPLE_NET_PAY_CENTS = 250_000;

/** What the preview needs of an account: saved ones, and the one being added. */
export type SplitAccount = Pick<
  BankAccount,
  'id' | 'amountOrPercentage' | 'amountOrPercentageValue' | 'status'
>;

const targetOf = (account: SplitAccount): DepositTarget | null => {
  const value = account.amountOrPercentageValue;
  switch (account.amountOrPercentage) {
    case 'amount':
      return value === null ? null : { id: account.id, kind: 'amount', value };
    case 'percentage':
      return value === null
        ? null
        : { id: account.id, kind: 'percentage', value: percentageToBasisPoints(value) };
    case 'remainder':
    case null:
      return { id: account.id, kind: 'remainder' };
  }
};

/**
 * The split of an example net pay over the accounts, in the order they were added (fixed
 * amounts are paid in that order), by the same pure function payroll uses. Pending accounts are
 * in it: the preview shows the split once they are active. Null while the accounts cannot be
 * split (no remainder account yet, percentages above 100, an unfinished value).
 */
export function previewSplit(
  accounts: readonly SplitAccount[],
  netPayCents: number,
): DepositSplit | null {
  const targets: DepositTarget[] = [];
  for (const account of accounts) {
    if (account.status === 'inactive') continue;
    const target = targetOf(account);
    if (!target) return null;
    targets.push(target);
  }
  try {
    return splitNetPay(netPayCents, targets);
  } catch {
    return null;
  }
}
