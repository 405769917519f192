import type { OnboardingOwner, OnboardingStepKey } from '@paydesk/contracts';
import type { Db } from '../../db/database';
import { newId } from '../../shared/ids';

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

/** Creates an employee record for an owner named in the wizard who is not one yet. */
export async function insertOwnerEmployee(
  db: Db,
  companyId: string,
  owner: OnboardingOwner,
  now: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('employees')
    .values({
      id,
      company_id: companyId,
      first_name: owner.firstName,
      last_name: owner.lastName,
      email: owner.email,
      phone_number: owner.phoneNumber,
      job_title: 'Owner',
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Whether each onboarding step is done, read from the company's data. */
export async function readChecklist(
  db: Db,
  companyId: string,
): Promise<Record<OnboardingStepKey, boolean>> {
  const company = await db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const addresses = await db
    .selectFrom('company_addresses')
    .select('kind')
    .where('company_id', '=', companyId)
    .execute();
  const owners = await db
    .selectFrom('company_owners')
    .select('employee_id')
    .where('company_id', '=', companyId)
    .execute();
  return {
    company_details: Boolean(
      company.name &&
      company.federal_ein &&
      company.federal_filing_form &&
      company.business_entity_type &&
      company.industry_type,
    ),
    addresses: ['physical', 'mailing', 'legal_filing'].every((kind) =>
      addresses.some((a) => a.kind === kind),
    ),
    owners: owners.length > 0,
    // The bank-account and pay-group features replace these with a query of their tables; until
    // they exist a company cannot have either, so the steps stay open.
    funding_account: false,
    pay_group: false,
  };
}
