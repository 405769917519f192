import type { Role } from '@paydesk/contracts';
import { roles } from '@paydesk/contracts';
import type { Clock } from '@paydesk/api/platform/clock';
import { encryptSecret } from '@paydesk/api/platform/crypto';
import { newId } from '@paydesk/api/platform/ids';
import { hashPassword } from '@paydesk/api/platform/security/passwords';
import type { Db } from '../database';
import { insertDemoBankAccount } from './demo-bank-accounts';
import { demoCompanies, type DemoEmployee } from './demo-companies';
import { DEMO_PASSWORD, demoSignIns } from './demo-people';

type SeedContext = { db: Db; now: string; encryptionKey: Buffer; passwordHash: string };

async function insertEmployee(
  ctx: SeedContext,
  companyId: string,
  person: DemoEmployee & { email?: string },
  index: number,
  userId: string | null,
  payGroup: { id: string; frequency: string },
): Promise<string> {
  const id = newId();
  // SSN area numbers 900–999 are never issued, so the demo can never hold a real one.
  const ssn = `9${String(10 + index).padStart(2, '0')}-7${index % 10}-${String(4000 + index * 37).slice(-4)}`;
  const hireYear = 2018 + (index % 7);
  await ctx.db
    .insertInto('employees')
    .values({
      id,
      company_id: companyId,
      user_id: userId,
      employee_number: `E${String(index + 1).padStart(4, '0')}`,
      first_name: person.firstName,
      last_name: person.lastName,
      email:
        person.email ??
        `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') +
          '@example.com',
      phone_number: `(555) 010-${String(1000 + index).slice(-4)}`,
      birth_date: `${1970 + ((index * 7) % 30)}-0${1 + (index % 9)}-1${index % 10}`,
      legal_id_type: 'ssn',
      legal_id_encrypted: encryptSecret(ctx.encryptionKey, ssn.replace(/-/g, '')),
      legal_id_last4: ssn.slice(-4),
      address_line1: `${100 + index * 11} Main St`,
      city: person.city,
      state: person.workState,
      zip_code: person.zip,
      work_state: person.workState,
      employment_type: index % 5 === 4 ? 'part_time' : 'full_time',
      employment_category: person.paymentType === 'salary' ? 'exempt' : 'non_exempt',
      employment_authorization_status: 'citizen',
      job_title: person.jobTitle,
      department: person.department,
      status: 'active',
      hire_date: `${hireYear}-0${1 + (index % 9)}-01`,
      payment_type: person.paymentType,
      payment_rate_cents: person.rateCents,
      pay_group_id: payGroup.id,
      payment_frequency: payGroup.frequency,
      w4_version: '2020',
      federal_filing_status: person.filingStatus,
      federal_multiple_jobs: person.multipleJobs ? 1 : 0,
      federal_dependents_cents: person.dependentsCents ?? 0,
      federal_extra_withholding_cents: person.extraWithholdingCents ?? 0,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .execute();
  // Every demo employee is paid by direct deposit into one account their employer entered.
  await insertDemoBankAccount(ctx.db, {
    companyId,
    employeeId: id,
    index,
    now: ctx.now,
    encryptionKey: ctx.encryptionKey,
  });
  return id;
}

async function insertUser(
  ctx: SeedContext,
  email: string,
  firstName: string,
  lastName: string,
  userRoles: Role[],
): Promise<string> {
  const id = newId();
  await ctx.db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: ctx.passwordHash,
      first_name: firstName,
      last_name: lastName,
      employee_id: null,
      company_id: null,
      disabled: 0,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .execute();
  for (const role of userRoles) {
    await ctx.db.insertInto('user_roles').values({ user_id: id, role }).execute();
  }
  return id;
}

async function linkUser(ctx: SeedContext, userId: string, employeeId: string, companyId: string) {
  await ctx.db
    .updateTable('users')
    .set({ employee_id: employeeId, company_id: companyId })
    .where('id', '=', userId)
    .execute();
}

const rolesOf = (email: string): Role[] =>
  demoSignIns.find((person) => person.email === email)?.roles ?? [
    roles.companyOwner,
    roles.employee,
  ];

/**
 * Writes the demo platform: an admin, two active companies (with their funding accounts), one
 * onboarding, a pay group each, and a deposit account for every employee.
 */
export async function seedDemoData(db: Db, clock: Clock, encryptionKey: Buffer): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const ctx: SeedContext = {
      db: trx,
      now: clock.now().toISOString(),
      encryptionKey,
      passwordHash,
    };
    await insertUser(ctx, 'admin@paydesk.test', 'Ada', 'Admin', rolesOf('admin@paydesk.test'));
    await insertUser(ctx, 'norole@paydesk.test', 'Nora', 'Nobody', []);
    let index = 0;
    for (const company of demoCompanies) {
      const companyId = newId();
      await trx
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
        await insertDemoBankAccount(trx, {
          companyId,
          employeeId: null,
          index: demoCompanies.indexOf(company),
          now: ctx.now,
          encryptionKey,
        });
      }
      const payGroup = { id: newId(), frequency: company.payGroup.frequency };
      await trx
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
        await trx
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
        index++,
        ownerUserId,
        payGroup,
      );
      await linkUser(ctx, ownerUserId, ownerEmployeeId, companyId);
      await trx
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
        const employeeId = await insertEmployee(ctx, companyId, person, index++, userId, payGroup);
        await linkUser(ctx, userId, employeeId, companyId);
      }
      for (const person of company.employees) {
        await insertEmployee(ctx, companyId, person, index++, null, payGroup);
      }
    }
  });
}

/** Seeds only an empty database, so a restart never seeds twice. */
export async function seedDemoDataIfEmpty(
  db: Db,
  clock: Clock,
  encryptionKey: Buffer,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  if (Number(row?.count ?? 0) > 0) return false;
  await seedDemoData(db, clock, encryptionKey);
  return true;
}
