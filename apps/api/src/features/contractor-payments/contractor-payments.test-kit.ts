import { roles } from '@paydesk/contracts';
import { expect } from 'vitest';
import { encryptSecret } from '@paydesk/api/platform/crypto';
import { newId } from '@paydesk/api/platform/ids';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { payrollHarness, type Who } from '@paydesk/api/test-support/payroll-harness';

export type NewContractor = {
  name: string;
  company?: string;
  type?: 'individual' | 'business';
  paidBy?: 'direct_deposit' | 'check';
  backupWithholding?: boolean;
  status?: 'active' | 'inactive';
};

/**
 * The payroll harness (seeded demo pinned to Tuesday 2026-11-24, people paid by direct deposit)
 * with contractors written straight into their tables (the contractors feature's API is not what
 * these tests prove), their deposit accounts, and contractors who sign in.
 */
export function contractorHarness() {
  const base = payrollHarness({ paidBy: 'direct_deposit' });
  const { state } = base;
  const db = () => state.harness.context.database.db;
  const key = () => state.harness.context.config.encryptionKey;
  let serial = 0;

  async function addContractor(contractor: NewContractor): Promise<string> {
    serial += 1;
    const id = newId();
    const now = new Date().toISOString();
    const type = contractor.type ?? 'individual';
    const [first, ...rest] = contractor.name.split(' ');
    const tin = `9${String(serial).padStart(2, '0')}${String(4400 + serial).padStart(6, '0')}`;
    await db()
      .insertInto('contractors')
      .values({
        id,
        company_id: contractor.company ?? state.lakeside,
        type,
        first_name: type === 'individual' ? (first ?? null) : null,
        last_name: type === 'individual' ? rest.join(' ') : null,
        business_name: type === 'business' ? contractor.name : null,
        display_name: contractor.name,
        tin_type: type === 'business' ? 'ein' : 'ssn',
        tin_encrypted: encryptSecret(key(), tin),
        tin_last4: tin.slice(-4),
        tin_digest: `test-digest-${id}`,
        email: `contractor${serial}-${id.slice(-6)}@example.test`,
        address: JSON.stringify({
          addressLine1: '12 Harbor Road',
          city: 'Portland',
          state: 'OR',
          zipCode: '97201',
        }),
        payment_method: contractor.paidBy ?? 'direct_deposit',
        backup_withholding: contractor.backupWithholding ? 1 : 0,
        backup_withholding_reason: contractor.backupWithholding ? 'no_tin' : null,
        status: contractor.status ?? 'active',
        created_at: now,
        updated_at: now,
      })
      .execute();
    if ((contractor.paidBy ?? 'direct_deposit') === 'direct_deposit') {
      const number = `55${String(serial).padStart(6, '0')}`;
      await db()
        .insertInto('bank_accounts')
        .values({
          id: newId(),
          company_id: contractor.company ?? state.lakeside,
          employee_id: null,
          contractor_id: id,
          bank_name: 'Harbor Credit Union',
          account_type: type === 'business' ? 'checking' : 'savings',
          routing_number: '071000013',
          account_number_encrypted: encryptSecret(key(), number),
          account_number_last4: number.slice(-4),
          split_kind: null,
          split_amount_cents: null,
          split_basis_points: null,
          status: 'active',
          usable_from: '2026-01-01',
          created_by_user_id: null,
          created_at: now,
          removed_at: null,
          removed_by_user_id: null,
        })
        .execute();
    }
    return id;
  }

  /** A sign-in for a contractor (the demo password), with the contractor role; its token. */
  async function signInContractor(contractorId: string): Promise<string> {
    const owner = await db()
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'owner@paydesk.test')
      .executeTakeFirstOrThrow();
    const userId = newId();
    const email = `signin-${contractorId.slice(-8)}@example.test`;
    const now = new Date().toISOString();
    await db()
      .insertInto('users')
      .values({
        id: userId,
        email,
        password_hash: owner.password_hash,
        first_name: 'Casey',
        last_name: 'Contractor',
        employee_id: null,
        contractor_id: contractorId,
        company_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db()
      .insertInto('user_roles')
      .values({ user_id: userId, role: roles.contractor })
      .execute();
    await db()
      .updateTable('contractors')
      .set({ user_id: userId })
      .where('id', '=', contractorId)
      .execute();
    return (await signInAs(state.harness.app, email)).accessToken;
  }

  /** A call with a contractor's token. */
  const callAs = (
    token: string,
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string> = {},
  ) => state.harness.app.inject({ method, url, headers: { ...bearer(token), ...headers } });

  /** Approves a run; answers the run. */
  async function pay(
    payDate: string,
    items: { contractorId: string; amountCents: number; reimbursementCents?: number }[],
    as: Who = 'owner',
    company = state.lakeside,
  ) {
    const created = await base.call('POST', '/api/contractor-payments', {
      as,
      company,
      payload: { payDate, items },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{
      id: string;
      version: number;
      items: { id: string; contractorId: string; netCents: number; status: string }[];
    }>();
  }

  return { ...base, db, addContractor, signInContractor, callAs, pay };
}
