import type { Db } from '@paydesk/api/platform/db/database';

/**
 * Which companies have a funding account, as the onboarding checklist needs it. The bank-accounts
 * feature owns those accounts and depends on companies (never the reverse), so it supplies this at
 * boot (features/index.ts) and passes it when it asks a company to activate.
 */
export type FundingAccountCheck = {
  companiesWithFundingAccount: (db: Db, companyIds: string[]) => Promise<Set<string>>;
};

/** The ports the companies feature takes at boot. */
export type CompanyPorts = { fundingAccounts: FundingAccountCheck };
