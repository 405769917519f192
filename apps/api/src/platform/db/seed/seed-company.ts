import { newId } from '@paydesk/api/platform/ids';
import { insertDemoBankAccount } from './demo-bank-accounts';
import { demoCompanies, type DemoCompany } from './demo-companies';
import type { SeedContext } from './seed-context';
import { insertDemoContractor } from './seed-contractors';
import { insertEmployee } from './seed-employees';
import { inviteDemoEmployee } from './seed-invitation';
import { insertUser, linkUser, rolesOf } from './seed-users';

type PayGroupRef = { id: string; frequency: string };

/** The company's row, its funding account when active, its pay group and its three addresses. */
async function insertCompanyRecords(
  ctx: SeedContext,
  company: DemoCompany,
  companyId: string,
): Promise<PayGroupRef> {
  const { db } = ctx;
  await db
    .insertInto('companies')
    .values({
      id: companyId,
      name: company.name,
      status: company.status,
      is_registered_with_irs: company.ein ? 1 : 0,
      federal_ein: company.ein,
      federal_filing_form: company.ein ? '941' : null,
      business_entity_type: company.entity,
      industry_type: company.industry,
      suta_rate_basis_points: 270,
      onboarding_draft: null,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .execute();
  // The active companies have their funding account; the onboarding one still has to add it.
  if (company.status === 'active') {
    await insertDemoBankAccount(db, {
      companyId,
      employeeId: null,
      index: demoCompanies.indexOf(company),
      now: ctx.now,
      encryptionKey: ctx.encryptionKey,
    });
  }
  const payGroup = { id: newId(), frequency: company.payGroup.frequency };
  await db
    .insertInto('pay_groups')
    .values({
      id: payGroup.id,
      company_id: companyId,
      name: company.payGroup.name,
      name_key: company.payGroup.name.toLowerCase(),
      frequency: company.payGroup.frequency,
      first_period_end: company.payGroup.firstPeriodEnd,
      first_pay_date: company.payGroup.firstPayDate,
      second_pay_day: company.payGroup.secondPayDay,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .execute();
  for (const kind of ['physical', 'mailing', 'legal_filing']) {
    await db
      .insertInto('company_addresses')
      .values({
        id: newId(),
        company_id: companyId,
        kind,
        address_line1: company.address.line1,
        address_line2: null,
        city: company.address.city,
        state: company.address.state,
        zip_code: company.address.zip,
        phone_number: company.address.phone,
      })
      .execute();
  }
  return payGroup;
}

/**
 * One demo company and its people: the owner (a sign-in and an employee), the named employee
 * sign-in if any, the other employees. `index` numbers employees across the whole demo; the
 * next free one is answered.
 */
export async function insertDemoCompany(
  ctx: SeedContext,
  company: DemoCompany,
  index: number,
  invitedPasswordHash: string,
): Promise<number> {
  let next = index;
  const companyId = newId();
  const payGroup = await insertCompanyRecords(ctx, company, companyId);
  const { owner } = company;
  const ownerUserId = await insertUser(
    ctx,
    owner.email,
    owner.firstName,
    owner.lastName,
    rolesOf(owner.email),
  );
  const ownerEmployeeId = await insertEmployee(
    ctx,
    companyId,
    owner,
    next++,
    ownerUserId,
    payGroup,
  );
  await linkUser(ctx, ownerUserId, ownerEmployeeId, companyId);
  await ctx.db
    .insertInto('company_owners')
    .values({
      company_id: companyId,
      employee_id: ownerEmployeeId,
      ownership_basis_points: owner.ownershipPercent * 100,
      created_at: ctx.now,
    })
    .execute();
  if (company.signInEmployee) {
    const person = company.signInEmployee;
    const userId = await insertUser(
      ctx,
      person.email,
      person.firstName,
      person.lastName,
      rolesOf(person.email),
    );
    const employeeId = await insertEmployee(ctx, companyId, person, next++, userId, payGroup);
    await linkUser(ctx, userId, employeeId, companyId);
  }
  if (company.signInContractor) {
    await insertDemoContractor(ctx, companyId, company.signInContractor, next);
  }
  for (const person of company.employees) {
    const employeeId = await insertEmployee(ctx, companyId, person, next++, null, payGroup);
    if (person.selfOnboarding) {
      await inviteDemoEmployee(ctx, invitedPasswordHash, {
        employeeId,
        companyId,
        companyName: company.name,
        person,
      });
    }
  }
  return next;
}
