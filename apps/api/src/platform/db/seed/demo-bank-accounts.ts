import { encryptSecret } from '@paydesk/api/platform/crypto';
import { newId } from '@paydesk/api/platform/ids';
import type { Db } from '../database';

// Published routing numbers with valid check digits (JPMorgan Chase NY, Wells Fargo CA, Bank of
// America VA); the account numbers are made up.
const banks = [
  { name: 'Chase', routing: '021000021' },
  { name: 'Wells Fargo', routing: '122105155' },
  { name: 'Bank of America', routing: '051000017' },
];

const DEMO_ACCOUNTS_USABLE_FROM = '2000-01-01';

type DemoAccount = {
  companyId: string;
  employeeId: string | null;
  /** A contractor's account (never with an employee id): one account, not split. */
  contractorId?: string | null;
  index: number;
  now: string;
  encryptionKey: Buffer;
};

/**
 * One demo account: a company's funding account (employeeId null) or an employee's only deposit
 * account, taking the whole net pay. Added by the employer, so active at once.
 */
export async function insertDemoBankAccount(db: Db, account: DemoAccount): Promise<void> {
  const bank = banks[account.index % banks.length] ?? banks[0];
  // Funding accounts get numbers of their own, apart from the employees' run.
  const contractorId = account.contractorId ?? null;
  const isPerson = account.employeeId !== null || contractorId !== null;
  const number = String(
    (isPerson ? 8_800_000_000 : 6_100_000_000) +
      (contractorId === null ? 0 : 50_000_000) +
      account.index * 7_919 +
      2_468,
  );
  await db
    .insertInto('bank_accounts')
    .values({
      id: newId(),
      company_id: account.companyId,
      employee_id: account.employeeId,
      contractor_id: contractorId,
      bank_name: bank?.name ?? 'Chase',
      account_type: account.employeeId === null || account.index % 4 !== 3 ? 'checking' : 'savings',
      routing_number: bank?.routing ?? '021000021',
      account_number_encrypted: encryptSecret(account.encryptionKey, number),
      account_number_last4: number.slice(-4),
      split_kind: account.employeeId === null ? null : 'remainder',
      split_amount_cents: null,
      split_basis_points: null,
      status: 'active',
      // Demo accounts were on file long before any demo payroll, whatever day the seed runs: a
      // server or test whose clock is pinned earlier than the seed day still finds them usable.
      usable_from: DEMO_ACCOUNTS_USABLE_FROM,
      added_by_self: 0,
      created_by_user_id: null,
      created_at: account.now,
      removed_at: null,
      removed_by_user_id: null,
    })
    .execute();
}
