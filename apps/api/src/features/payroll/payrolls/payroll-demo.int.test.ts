import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

describe(`the demo company’s next payroll on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    harness.clock.advance(Date.parse('2026-11-24T12:00:00Z') - harness.clock.now().getTime());
  });
  afterAll(async () => harness.close());

  it('is ready, and each net pay is deposited whole into the employee’s account', async () => {
    const { db } = harness.context.database;
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Lakeside Bakery LLC')
      .executeTakeFirstOrThrow();
    const group = await db
      .selectFrom('pay_groups')
      .select('id')
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    const token = (await signInAs(harness.app, 'owner@paydesk.test')).accessToken;
    const headers = { ...bearer(token), 'Company-Id': company.id };
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/payroll-drafts',
      headers,
      payload: { payGroupId: group.id, periodEnd: '2026-11-27' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = await harness.app.inject({
      method: 'GET',
      url: `/api/payroll-drafts/${created.json().draftId}`,
      headers,
    });
    expect(draft.json().readiness).toEqual([]);
    const lines = draft.json().items as {
      netPayCents: number;
      deposits: { amountCents: number; accountNumberLast4: string }[];
    }[];
    expect(lines.length).toBe(draft.json().summary.employees);
    for (const line of lines) {
      expect(line.deposits.reduce((sum, deposit) => sum + deposit.amountCents, 0)).toBe(
        line.netPayCents,
      );
      for (const deposit of line.deposits) expect(deposit.accountNumberLast4).toMatch(/^\d{4}$/);
    }
  });
});
