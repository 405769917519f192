import type { Db } from '@paydesk/api/platform/db/database';
import { listUsableContractorAccounts } from './bank-account-repository';

/** A contractor's deposit account as their payments see it: never the full number. */
export type ContractorDepositAccount = {
  id: string;
  contractorId: string;
  bankName: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumberLast4: string;
};

/**
 * What other features may ask of contractors' deposit accounts (the contractors feature passes
 * it on to their payments). A contractor has one active account at a time; the number itself is
 * opened only for an ACH file, through `achAccounts.depositAccounts` with the account's id.
 */
export const contractorDepositAccounts = {
  /** The account each contractor is paid into on `day` (active and past its hold), by contractor. */
  async usableOn(
    db: Db,
    contractorIds: readonly string[],
    day: string,
  ): Promise<Map<string, ContractorDepositAccount>> {
    const accounts = new Map<string, ContractorDepositAccount>();
    for (const row of await listUsableContractorAccounts(db, [...contractorIds], day)) {
      if (!row.contractor_id) continue;
      // The newest wins should two ever be active at once (rows come oldest first).
      accounts.set(row.contractor_id, {
        id: row.id,
        contractorId: row.contractor_id,
        bankName: row.bank_name,
        accountType: row.account_type === 'savings' ? 'savings' : 'checking',
        routingNumber: row.routing_number,
        accountNumberLast4: row.account_number_last4,
      });
    }
    return accounts;
  },
};
