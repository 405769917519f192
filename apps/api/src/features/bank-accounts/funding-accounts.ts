import type { FundingAccountCheck } from '@paydesk/api/features/companies';
import type { Db } from '@paydesk/api/platform/db/database';
import { findCompaniesWithFundingAccount, findFundingAccount } from './bank-account-repository';

/** The companies feature's onboarding checklist asks this which companies have a funding account. */
export const fundingAccountCheck: FundingAccountCheck = {
  companiesWithFundingAccount: findCompaniesWithFundingAccount,
};

/** The company's active funding account, as the ACH file will debit it. */
export async function fundingAccountOf(
  db: Db,
  companyId: string,
): Promise<{ id: string; last4: string } | undefined> {
  const row = await findFundingAccount(db, companyId);
  return row ? { id: row.id, last4: row.account_number_last4 } : undefined;
}
