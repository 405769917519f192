import { decryptSecret } from '@paydesk/api/platform/crypto';
import type { Db } from '@paydesk/api/platform/db/database';
import { findAccountsByIds } from './ach-account-repository';
import { findFundingAccount, findFundingAccounts } from './bank-account-repository';

/** An account as an ACH entry needs it: the whole number, opened only to write the file. */
export type AchAccount = {
  id: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumber: string;
};

const accountType = (value: string): AchAccount['accountType'] =>
  value === 'savings' ? 'savings' : 'checking';

/**
 * What the ACH files feature asks of bank accounts (wired in features/index.ts): the deposit
 * accounts a payroll's split named, and the company's active funding account, with their numbers
 * decrypted. Nothing else opens an account number.
 */
export const achAccounts = {
  async depositAccounts(db: Db, key: Buffer, ids: readonly string[]) {
    const accounts = new Map<string, AchAccount>();
    for (const row of await findAccountsByIds(db, ids)) {
      accounts.set(row.id, {
        id: row.id,
        accountType: accountType(row.account_type),
        routingNumber: row.routing_number,
        accountNumber: decryptSecret(key, row.account_number_encrypted),
      });
    }
    return accounts;
  },

  async fundingAccount(db: Db, key: Buffer, companyId: string): Promise<AchAccount | undefined> {
    const row = await findFundingAccount(db, companyId);
    return row
      ? {
          id: row.id,
          accountType: accountType(row.account_type),
          routingNumber: row.routing_number,
          accountNumber: decryptSecret(key, row.account_number_encrypted),
        }
      : undefined;
  },

  /** The companies' funding accounts, by company (a company without one is not in the map). */
  async fundingAccounts(db: Db, key: Buffer, companyIds: readonly string[]) {
    const accounts = new Map<string, AchAccount>();
    for (const row of await findFundingAccounts(db, companyIds)) {
      if (row.company_id === null || accounts.has(row.company_id)) continue;
      accounts.set(row.company_id, {
        id: row.id,
        accountType: accountType(row.account_type),
        routingNumber: row.routing_number,
        accountNumber: decryptSecret(key, row.account_number_encrypted),
      });
    }
    return accounts;
  },
};
