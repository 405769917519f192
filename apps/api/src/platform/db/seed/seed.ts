import type { Role } from '@paydesk/contracts';
import { roles } from '@paydesk/contracts';
import type { Clock } from '@paydesk/api/platform/clock';
import { findStateModule } from '@paydesk/engine';
import { encryptSecret, hashToken, randomToken, secretDigest } from '@paydesk/api/platform/crypto';
import { newId } from '@paydesk/api/platform/ids';
import { hashPassword } from '@paydesk/api/platform/security/passwords';
import type { Db } from '../database';
import { LEGAL_ID_DIGEST_PURPOSE } from '../rotate-secrets';
import { insertDemoBankAccount } from './demo-bank-accounts';
import { demoCompanies, type DemoEmployee } from './demo-companies';
import { DEMO_PASSWORD, demoSignIns } from './demo-people';

type SeedContext = {
  db: Db;
  now: string;
  encryptionKey: Buffer;
  passwordHash: string;
  publicUrl: string;
};

/** The work state's certificate as filed with its defaults (none for states without one). */
function defaultCertificate(workState: string): string | null {
  const module = findStateModule(workState);
  if (module.certificateName === null) return null;
  return JSON.stringify({ code: workState, ...module.certificateSchema.parse({}) });
}

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
  const digits = ssn.replace(/-/g, '');
  const self = person.selfOnboarding === true;
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
      legal_id_encrypted: encryptSecret(ctx.encryptionKey, digits),
      legal_id_last4: ssn.slice(-4),
      legal_id_digest: secretDigest(ctx.encryptionKey, LEGAL_ID_DIGEST_PURPOSE, digits),
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
      status: self ? 'onboarding' : 'active',
      onboarding_complete: self ? 0 : 1,
      hire_date: `${hireYear}-0${1 + (index % 9)}-01`,
      payment_type: person.paymentType,
      payment_rate_cents: person.rateCents,
      pay_group_id: payGroup.id,
      payment_frequency: payGroup.frequency,
      w4_version: self ? null : '2020',
      federal_filing_status: self ? null : person.filingStatus,
      state_certificate: self ? null : defaultCertificate(person.workState),
      employee_will_inform_federal_tax: self ? 1 : 0,
      employee_will_inform_state_tax: self ? 1 : 0,
      employee_will_inform_bank_account: self ? 1 : 0,
      // The employer typed in what the demo holds; the one mid-onboarding adds the rest.
      personal_details_by: 'employer',
      federal_tax_by: self ? null : 'employer',
      state_tax_by: self ? null : 'employer',
      federal_multiple_jobs: person.multipleJobs ? 1 : 0,
      federal_dependents_cents: person.dependentsCents ?? 0,
      federal_extra_withholding_cents: person.extraWithholdingCents ?? 0,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .execute();
  // Every demo employee is paid by direct deposit into one account their employer entered, but
  // the one mid-onboarding, who adds theirs.
  if (!self) {
    await insertDemoBankAccount(ctx.db, {
      companyId,
      employeeId: id,
      index,
      now: ctx.now,
      encryptionKey: ctx.encryptionKey,
    });
  }
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

/**
 * Gives the self-onboarding demo employee a sign-in without a usable password, and the
 * invitation mail in the development outbox that lets them choose one (valid 7 days).
 */
async function inviteDemoEmployee(
  ctx: SeedContext,
  passwordHash: string,
  invitee: { employeeId: string; companyId: string; companyName: string; person: DemoEmployee },
): Promise<void> {
  const { person } = invitee;
  const email = `${person.firstName}.${person.lastName}@example.com`.toLowerCase();
  const userId = await insertUser(
    { ...ctx, passwordHash },
    email,
    person.firstName,
    person.lastName,
    [roles.employee],
  );
  await linkUser(ctx, userId, invitee.employeeId, invitee.companyId);
  await ctx.db
    .updateTable('employees')
    .set({ user_id: userId })
    .where('id', '=', invitee.employeeId)
    .execute();
  const token = randomToken();
  const expires = new Date(Date.parse(ctx.now) + 7 * 24 * 60 * 60_000).toISOString();
  await ctx.db
    .insertInto('employee_invitations')
    .values({
      id: newId(),
      employee_id: invitee.employeeId,
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: expires,
      used_at: null,
      created_at: ctx.now,
    })
    .execute();
  const link = `${ctx.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
  await ctx.db
    .insertInto('mail_outbox')
    .values({
      id: newId(),
      recipient: email,
      subject: `${invitee.companyName} invites you to Paydesk`,
      body_text: `Hello ${person.firstName},\n\n${invitee.companyName} runs its payroll with Paydesk. Choose your password within 7 days with this link, then complete your details so you can be paid:\n${link}`,
      created_at: ctx.now,
    })
    .execute();
}

const rolesOf = (email: string): Role[] =>
  demoSignIns.find((person) => person.email === email)?.roles ?? [
    roles.companyOwner,
    roles.employee,
  ];

/**
 * Writes the demo platform: an admin, two active companies (with their funding accounts), one
 * onboarding, a pay group each, a deposit account for every employee but the one mid-onboarding.
 */
export type SeedSettings = { encryptionKey: Buffer; publicUrl: string };

export async function seedDemoData(db: Db, clock: Clock, settings: SeedSettings): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Nobody knows this one: the self-onboarding demo employee chooses theirs through the link.
  const invitedPasswordHash = await hashPassword(randomToken());
  await db.transaction().execute(async (trx) => {
    const ctx: SeedContext = {
      db: trx,
      now: clock.now().toISOString(),
      encryptionKey: settings.encryptionKey,
      passwordHash,
      publicUrl: settings.publicUrl,
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
          encryptionKey: settings.encryptionKey,
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
        const employeeId = await insertEmployee(ctx, companyId, person, index++, null, payGroup);
        if (person.selfOnboarding) {
          await inviteDemoEmployee(ctx, invitedPasswordHash, {
            employeeId,
            companyId,
            companyName: company.name,
            person,
          });
        }
      }
    }
  });
}

/** Seeds only an empty database, so a restart never seeds twice. */
export async function seedDemoDataIfEmpty(
  db: Db,
  clock: Clock,
  settings: SeedSettings,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  if (Number(row?.count ?? 0) > 0) return false;
  await seedDemoData(db, clock, settings);
  return true;
}
