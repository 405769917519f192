import { encryptSecret, secretDigest } from '@paydesk/api/platform/crypto';
import { newId } from '@paydesk/api/platform/ids';
import { CONTRACTOR_TIN_DIGEST_PURPOSE } from '../rotate-secrets';
import { insertDemoBankAccount } from './demo-bank-accounts';
import type { DemoContractor } from './demo-companies';
import type { SeedContext } from './seed-context';
import { insertUser, rolesOf } from './seed-users';

/**
 * The demo contractor: an individual with an SSN on file (sealed, with its keyed digest), paid by
 * direct deposit into one account, who signs in with the demo password.
 */
export async function insertDemoContractor(
  ctx: SeedContext,
  companyId: string,
  person: DemoContractor,
  index: number,
): Promise<void> {
  const userId = await insertUser(
    ctx,
    person.email,
    person.firstName,
    person.lastName,
    rolesOf(person.email),
  );
  const contractorId = newId();
  const digits = person.ssn.replace(/\D/g, '');
  await ctx.db
    .insertInto('contractors')
    .values({
      id: contractorId,
      company_id: companyId,
      type: 'individual',
      first_name: person.firstName,
      last_name: person.lastName,
      business_name: null,
      display_name: `${person.firstName} ${person.lastName}`,
      tin_type: 'ssn',
      tin_encrypted: encryptSecret(ctx.encryptionKey, digits),
      tin_last4: digits.slice(-4),
      tin_digest: secretDigest(ctx.encryptionKey, CONTRACTOR_TIN_DIGEST_PURPOSE, digits),
      email: person.email,
      address: JSON.stringify({
        addressLine1: person.address.line1,
        addressLine2: null,
        city: person.address.city,
        state: person.address.state,
        zipCode: person.address.zip,
      }),
      payment_method: 'direct_deposit',
      irs_notice: 0,
      backup_withholding: 0,
      backup_withholding_reason: null,
      user_id: userId,
      status: 'active',
      created_by_user_id: null,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .execute();
  await ctx.db
    .updateTable('users')
    .set({ contractor_id: contractorId, company_id: companyId })
    .where('id', '=', userId)
    .execute();
  await insertDemoBankAccount(ctx.db, {
    companyId,
    employeeId: null,
    contractorId,
    index,
    now: ctx.now,
    encryptionKey: ctx.encryptionKey,
  });
}
