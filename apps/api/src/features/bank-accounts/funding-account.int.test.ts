import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { bankAccountsHarness, numbers } from './bank-accounts.test-kit';

const { call, ids, listOf, account, outboxTo, expectNoFullNumberLeft } = bankAccountsHarness();

describe(`the funding account on ${testDatabaseKind()}`, () => {
  it('replaces the funding account: the old one stays listed inactive, and the owners are told', async () => {
    const before = (await listOf('owner', ids.lakeside)).json().items;
    const created = await call('POST', '/api/bank-accounts', 'owner', {
      payload: { ...account(numbers.funding), accountType: 'checking', companyId: ids.lakeside },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'active',
      employeeId: null,
      amountOrPercentage: null,
    });
    const after = (await listOf('owner', ids.lakeside)).json().items;
    // (The seed ran at the real time, later than this test's pinned clock: compare as a set.)
    expect(after.map((a: { id: string; status: string }) => `${a.id} ${a.status}`).sort()).toEqual(
      [`${before[0].id} inactive`, `${created.json().id} active`].sort(),
    );
    const mail = (await outboxTo('owner@paydesk.test')).find(
      (sent) => sent.subject === 'Your company’s funding account changed',
    );
    expect(mail?.body_text).toContain(`ending in ${numbers.funding.slice(-4)}`);
    expect(mail?.body_text).toContain(
      `replaces the funding account ending in ${before[0].accountNumberLast4}`,
    );
    // Deleting the replaced one removes it from the list; the active one stays.
    const removed = await call('DELETE', `/api/bank-accounts/${before[0].id}`, 'owner', {
      headers: { 'Company-ID': ids.lakeside },
    });
    expect(removed.statusCode).toBe(204);
    expect((await listOf('owner', ids.lakeside)).json().items).toHaveLength(1);
    // An employee's account is not reachable as the company's.
    const employeeAccount = (await listOf('owner', ids.lakeside, ids.colleague)).json().items[0];
    const wrongHolder = await call('DELETE', `/api/bank-accounts/${employeeAccount.id}`, 'owner', {
      headers: { 'Company-ID': ids.lakeside },
    });
    expect(wrongHolder.statusCode).toBe(404);
  });

  it('never answers or logs a full account number', () => {
    expectNoFullNumberLeft();
  });
});
