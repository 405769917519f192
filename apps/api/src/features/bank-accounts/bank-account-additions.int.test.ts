import { describe, expect, it } from 'vitest';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { bankAccountsHarness, numbers } from './bank-accounts.test-kit';

const { state, call, ids, account, outboxTo, auditOf, expectNoFullNumberLeft } =
  bankAccountsHarness();

describe(`adding a bank account on ${testDatabaseKind()}`, () => {
  it('holds an account the employee adds themself until the next business day, and tells them', async () => {
    const created = await call('POST', '/api/bank-accounts', 'employee', {
      payload: {
        ...account(numbers.second, {
          amountOrPercentage: 'percentage',
          amountOrPercentageValue: 20,
        }),
        companyId: ids.lakeside,
        employeeId: ids.employee,
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      accountNumberLast4: numbers.second.slice(-4),
      amountOrPercentage: 'percentage',
      amountOrPercentageValue: 20,
      status: 'pending',
      routingNumber: '011000015',
    });
    expect(body).not.toHaveProperty('accountNumber');
    const [mail] = await outboxTo('employee@paydesk.test');
    expect(mail?.subject).toBe('Your direct deposit details changed');
    expect(mail?.body_text).toContain(`ending in ${numbers.second.slice(-4)}`);
    expect(mail?.body_text).toContain('2026-11-24 at 12:00 UTC');
    // Tuesday's account is paid into from Wednesday.
    expect(mail?.body_text).toContain('2026-11-25');
    const [event] = await auditOf(body.id);
    expect(event).toMatchObject({ action: 'bank-account.created', company_id: ids.lakeside });
    expect(event?.details).toContain(numbers.second.slice(-4));
    expect(event?.details).not.toContain(numbers.second);
    // A day later (a fresh sign-in: the token of yesterday has expired) it is active.
    state.harness.clock.advance(24 * 3_600_000);
    const tomorrow = (await signInAs(state.harness.app, 'employee@paydesk.test')).accessToken;
    const later = await state.harness.app.inject({
      method: 'GET',
      url: `/api/bank-accounts?companyId=${ids.lakeside}&employeeId=${ids.employee}`,
      headers: bearer(tomorrow),
    });
    const moved = later.json().items.find((a: { id: string }) => a.id === body.id);
    expect(moved.status).toBe('active');
    state.harness.clock.advance(-24 * 3_600_000);
  });

  it('holds an account an owner adds to their own employee record too', async () => {
    const { db } = state.harness.context.database;
    const owner = await db
      .selectFrom('users')
      .select('employee_id')
      .where('email', '=', 'owner@paydesk.test')
      .executeTakeFirstOrThrow();
    const created = await call('POST', '/api/bank-accounts', 'owner', {
      payload: {
        ...account('12121212', { amountOrPercentage: 'amount', amountOrPercentageValue: 1_000 }),
        companyId: ids.lakeside,
        employeeId: owner.employee_id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().status).toBe('pending');
    const removed = await call('DELETE', `/api/bank-accounts/${created.json().id}`, 'owner', {
      headers: { 'Company-ID': ids.lakeside, 'Employee-Id': owner.employee_id ?? '' },
    });
    expect(removed.statusCode).toBe(204);
  });

  it('makes an account added by the employer active at once', async () => {
    const created = await call('POST', '/api/bank-accounts', 'owner', {
      payload: {
        ...account(numbers.ownerAdded, {
          amountOrPercentage: 'amount',
          amountOrPercentageValue: 25_000,
        }),
        companyId: ids.lakeside,
        employeeId: ids.colleague,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'active', amountOrPercentageValue: 25_000 });
    const colleague = await state.harness.context.database.db
      .selectFrom('employees')
      .select('email')
      .where('id', '=', ids.colleague)
      .executeTakeFirstOrThrow();
    const mails = await outboxTo(colleague.email);
    expect(mails.at(-1)?.body_text).toContain(numbers.ownerAdded.slice(-4));
  });

  it('stores the number sealed: the row holds no digit run of it, and opens with the key', async () => {
    const row = await state.harness.context.database.db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('account_number_last4', '=', numbers.ownerAdded.slice(-4))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(numbers.ownerAdded);
    expect(row.account_number_encrypted).toMatch(/^v1\./);
    expect(
      decryptSecret(state.harness.context.config.encryptionKey, row.account_number_encrypted),
    ).toBe(numbers.ownerAdded);
  });

  it('never answers or logs a full account number', () => {
    expectNoFullNumberLeft();
  });
});
