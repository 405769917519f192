import { afterAll, beforeAll } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Who = 'admin' | 'owner' | 'employee';

/**
 * The seeded demo app pinned to Tuesday 2026-11-24, signed in as the demo people. Lakeside
 * Bakery's next biweekly period is 14–27 November, paid Friday 4 December.
 */
export function payrollHarness() {
  const state = {
    harness: undefined as unknown as TestApp,
    tokens: { admin: '', owner: '', employee: '' } as Record<Who, string>,
    lakeside: '',
    redwood: '',
    lakesideGroup: '',
    redwoodGroup: '',
    ethan: '',
  };
  beforeAll(async () => {
    state.harness = await createTestApp({ seed: true });
    state.harness.clock.advance(
      Date.parse('2026-11-24T12:00:00Z') - state.harness.clock.now().getTime(),
    );
    for (const [who, email] of [
      ['admin', 'admin@paydesk.test'],
      ['owner', 'owner@paydesk.test'],
      ['employee', 'employee@paydesk.test'],
    ] as const) {
      state.tokens[who] = (await signInAs(state.harness.app, email)).accessToken;
    }
    const { db } = state.harness.context.database;
    const companies = await db.selectFrom('companies').select(['id', 'name']).execute();
    state.lakeside = companies.find((c) => c.name === 'Lakeside Bakery LLC')!.id;
    state.redwood = companies.find((c) => c.name === 'Redwood Software Inc')!.id;
    const groupOf = async (companyId: string) =>
      (await db
        .selectFrom('pay_groups')
        .select('id')
        .where('company_id', '=', companyId)
        .executeTakeFirst())!.id;
    state.lakesideGroup = await groupOf(state.lakeside);
    state.redwoodGroup = await groupOf(state.redwood);
    state.ethan = (await db
      .selectFrom('employees')
      .select('id')
      .where('email', '=', 'employee@paydesk.test')
      .executeTakeFirst())!.id;
    // Deposit accounts arrive with the bank-accounts feature; until then the demo people are paid
    // by check, so their readiness passes.
    await db.updateTable('employees').set({ payment_method: 'check' }).execute();
  });
  afterAll(async () => state.harness.close());

  const call = (
    method: Method,
    url: string,
    options: {
      as?: Who;
      company?: string | null;
      payload?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) =>
    state.harness.app.inject({
      method,
      url,
      headers: {
        ...bearer(state.tokens[options.as ?? 'owner']),
        ...(options.company === null ? {} : { 'Company-Id': options.company ?? state.lakeside }),
        ...options.headers,
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  return { state, call };
}
