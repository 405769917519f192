import { basisPointsToPercentage, type BankAccount } from '@paydesk/contracts';
import type { BankAccountRow } from './bank-account-repository';

type SplitKind = NonNullable<BankAccount['amountOrPercentage']>;
type AccountType = BankAccount['accountType'];

/** The stored status and hold as the answer shows them: an active account still on hold is pending. */
export function statusOf(row: BankAccountRow, today: string): BankAccount['status'] {
  if (row.status === 'inactive') return 'inactive';
  return row.usable_from > today ? 'pending' : 'active';
}

/** An account as answered: the number only as its last four characters. */
export function toBankAccount(row: BankAccountRow, today: string): BankAccount {
  const kind = row.split_kind as SplitKind | null;
  return {
    id: row.id,
    companyId: row.company_id,
    employeeId: row.employee_id,
    contractorId: row.contractor_id,
    bankName: row.bank_name,
    accountType: row.account_type as AccountType,
    routingNumber: row.routing_number,
    accountNumberLast4: row.account_number_last4,
    amountOrPercentage: kind,
    amountOrPercentageValue:
      kind === 'amount'
        ? row.split_amount_cents
        : kind === 'percentage' && row.split_basis_points !== null
          ? basisPointsToPercentage(row.split_basis_points)
          : null,
    status: statusOf(row, today),
    createdAt: row.created_at,
  };
}
