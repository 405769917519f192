import { findStateModule } from '@paydesk/engine';
import { encryptSecret, secretDigest } from '@paydesk/api/platform/crypto';
import { newId } from '@paydesk/api/platform/ids';
import { LEGAL_ID_DIGEST_PURPOSE } from '../rotate-secrets';
import { insertDemoBankAccount } from './demo-bank-accounts';
import type { DemoEmployee } from './demo-companies';
import type { SeedContext } from './seed-context';

/** The work state's certificate as filed with its defaults (none for states without one). */
function defaultCertificate(workState: string): string | null {
  const module = findStateModule(workState);
  if (module.certificateName === null) return null;
  return JSON.stringify({ code: workState, ...module.certificateSchema.parse({}) });
}

export async function insertEmployee(
  ctx: SeedContext,
  companyId: string,
  person: DemoEmployee & { email?: string },
  index: number,
  userId: string | null,
  payGroup: { id: string; frequency: string },
): Promise<string> {
  const id = newId();
  // Shaped as the SSA issues them (area 410–499, group 70–79, a serial never 0000) so the demo's
  // EFW2 file passes the SSA's edits; the last four digits are the ones screens and tests show.
  const ssn = `4${String(10 + index).padStart(2, '0')}-7${index % 10}-${String(4000 + index * 37).slice(-4)}`;
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
