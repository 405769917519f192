import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { describe, expect, it } from 'vitest';
import { contractorsHarness } from './contractors.test-kit';

describe(`a contractor's deposit account on ${testDatabaseKind()}`, () => {
  const { ids, tokens, call, state } = contractorsHarness();

  const remove = (id: string, as: 'owner' | 'contractor', headers: Record<string, string>) =>
    state.harness.app.inject({
      method: 'DELETE',
      url: `/api/bank-accounts/${id}`,
      headers: { authorization: `Bearer ${tokens[as]}`, ...headers },
    });

  it('is deleted by naming its contractor; the company’s funding account stays out of reach', async () => {
    const own = await call(
      'GET',
      `/api/bank-accounts?companyId=${ids.lakeside}&contractorId=${ids.demoContractor}`,
      'contractor',
    );
    const [account] = own.json().items as { id: string }[];
    const funding = await call('GET', `/api/bank-accounts?companyId=${ids.lakeside}`, 'owner');
    const [fundingAccount] = funding.json().items as { id: string }[];

    // Named as the company's own, the contractor's account is not found, and the reverse.
    const asCompany = await remove(account?.id ?? '', 'owner', { 'company-id': ids.lakeside });
    expect(asCompany.statusCode).toBe(404);
    const fundingByContractor = await remove(fundingAccount?.id ?? '', 'contractor', {
      'company-id': ids.lakeside,
      'contractor-id': ids.demoContractor,
    });
    expect(fundingByContractor.statusCode).toBe(404);
    const companyByContractor = await remove(fundingAccount?.id ?? '', 'contractor', {
      'company-id': ids.lakeside,
    });
    expect(companyByContractor.statusCode).toBe(404);

    const removed = await remove(account?.id ?? '', 'contractor', {
      'company-id': ids.lakeside,
      'contractor-id': ids.demoContractor,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await call(
      'GET',
      `/api/bank-accounts?companyId=${ids.lakeside}&contractorId=${ids.demoContractor}`,
      'owner',
    );
    expect(after.json().items).toEqual([]);
    const audit = await state.harness.context.database.db
      .selectFrom('audit_events')
      .select(['action', 'details'])
      .where('entity_id', '=', account?.id ?? '')
      .execute();
    expect(audit.map((event) => event.action)).toEqual(['bank-account.removed']);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({
      holder: 'contractor',
      contractorId: ids.demoContractor,
    });
  });
});
