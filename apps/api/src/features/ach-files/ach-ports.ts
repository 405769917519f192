import type { Db } from '@paydesk/api/platform/db/database';

/** An account an ACH entry pays or debits, its number decrypted for the file only. */
export type AchAccount = {
  id: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumber: string;
};

/**
 * What ACH files ask of bank accounts (the bank-accounts feature supplies it, wired in
 * features/index.ts): the accounts a payroll's split named, and a company's active funding account.
 * Each call joins the caller's transaction through `db`.
 */
export type AchAccounts = {
  depositAccounts: (
    db: Db,
    key: Buffer,
    ids: readonly string[],
  ) => Promise<Map<string, AchAccount>>;
  fundingAccount: (db: Db, key: Buffer, companyId: string) => Promise<AchAccount | undefined>;
  /** Many companies' funding accounts in one call, by company id. */
  fundingAccounts: (
    db: Db,
    key: Buffer,
    companyIds: readonly string[],
  ) => Promise<Map<string, AchAccount>>;
};

/**
 * What ACH files change of payrolls (the payroll feature supplies it): the payrolls of a new file
 * move to `processing`, and a returned payment fails. Both join the caller's transaction.
 */
export type AchSettlement = {
  moveToProcessing: (db: Db, payrollIds: string[], fileId: string, now: string) => Promise<number>;
  failPayment: (db: Db, payStubId: string, returnCode: string) => Promise<boolean>;
};

/**
 * What ACH files change of contractor payment runs (the contractor-payments feature supplies
 * it): the runs of a new file move to `processing`, and a returned line fails. Both join the
 * caller's transaction.
 */
export type ContractorSettlement = {
  moveToProcessing: (db: Db, runIds: string[], fileId: string, now: string) => Promise<number>;
  failItem: (db: Db, itemId: string, returnCode: string) => Promise<boolean>;
};

export type AchFilePorts = {
  accounts: AchAccounts;
  payrolls: AchSettlement;
  contractors: ContractorSettlement;
};

/** Until the features are wired, no account is known and no payroll moves (for tests). */
export const noAchPorts: AchFilePorts = {
  accounts: {
    depositAccounts: async () => new Map(),
    fundingAccount: async () => undefined,
    fundingAccounts: async () => new Map(),
  },
  payrolls: { moveToProcessing: async () => 0, failPayment: async () => false },
  contractors: { moveToProcessing: async () => 0, failItem: async () => false },
};
