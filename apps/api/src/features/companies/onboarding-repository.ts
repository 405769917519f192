import type { OnboardingStepKey } from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import type { FundingAccountCheck } from './funding-account-check';

export async function saveDraft(
  db: Db,
  companyId: string,
  draft: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('companies')
    .set({ onboarding_draft: draft, updated_at: now })
    .where('id', '=', companyId)
    .execute();
}

type Checklist = Record<OnboardingStepKey, boolean>;

/**
 * Whether each onboarding step is done, for several companies in five queries. The pay-group step
 * reads the pay groups' table (a read across features; the pay-groups feature owns its writes);
 * the funding-account step asks the bank-accounts feature through its port.
 */
export async function readChecklists(
  db: Db,
  companyIds: string[],
  funding: FundingAccountCheck,
): Promise<Map<string, Checklist>> {
  if (companyIds.length === 0) return new Map();
  const companies = await db
    .selectFrom('companies')
    .selectAll()
    .where('id', 'in', companyIds)
    .execute();
  const addresses = await db
    .selectFrom('company_addresses')
    .select(['company_id', 'kind'])
    .where('company_id', 'in', companyIds)
    .execute();
  const owners = await db
    .selectFrom('company_owners')
    .select('company_id')
    .where('company_id', 'in', companyIds)
    .execute();
  const payGroups = await db
    .selectFrom('pay_groups')
    .select('company_id')
    .where('company_id', 'in', companyIds)
    .execute();
  const funded = await funding.companiesWithFundingAccount(db, companyIds);
  return new Map(
    companies.map((company) => [
      company.id,
      {
        company_details: Boolean(
          company.name &&
          company.federal_ein &&
          company.federal_filing_form &&
          company.business_entity_type &&
          company.industry_type,
        ),
        addresses: ['physical', 'mailing', 'legal_filing'].every((kind) =>
          addresses.some((a) => a.company_id === company.id && a.kind === kind),
        ),
        owners: owners.some((o) => o.company_id === company.id),
        funding_account: funded.has(company.id),
        pay_group: payGroups.some((group) => group.company_id === company.id),
      },
    ]),
  );
}

/** Whether each onboarding step of one company is done. */
export async function readChecklist(
  db: Db,
  companyId: string,
  funding: FundingAccountCheck,
): Promise<Checklist> {
  const checklist = (await readChecklists(db, [companyId], funding)).get(companyId);
  if (!checklist) throw new Error(`Company ${companyId} not found`);
  return checklist;
}
