import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';

type Method = 'GET' | 'POST' | 'DELETE';
export type Who = 'admin' | 'owner' | 'employee';

// Every full number any test sends: none may come back in an answer or a log line.
export const numbers = {
  second: '55501234567',
  ownerAdded: '66602345678',
  funding: '77703456789',
  extra: ['9000111', '9000222', '9000333', '9000444'],
};

/**
 * The seeded demo app pinned to Tuesday 2026-11-24 noon UTC, signed in as the demo people, logging
 * at info level; it keeps every answer and log line so a test can show no full account number left.
 */
export function bankAccountsHarness() {
  const state = { harness: undefined as unknown as TestApp };
  const tokens: Record<Who, string> = { admin: '', owner: '', employee: '' };
  const ids = { lakeside: '', redwood: '', employee: '', colleague: '', redwoodEmployee: '' };
  const answers: string[] = [];
  const logLines: string[] = [];

  beforeAll(async () => {
    state.harness = await createTestApp({ seed: true, env: { LOG_LEVEL: 'info' }, logLines });
    const { harness } = state;
    harness.clock.advance(Date.parse('2026-11-24T12:00:00Z') - harness.clock.now().getTime());
    for (const who of ['admin', 'owner', 'employee'] as const) {
      tokens[who] = (await signInAs(harness.app, `${who}@paydesk.test`)).accessToken;
    }
    const { db } = harness.context.database;
    const companies = await db.selectFrom('companies').select(['id', 'name']).execute();
    ids.lakeside = companies.find((c) => c.name === 'Lakeside Bakery LLC')?.id ?? '';
    ids.redwood = companies.find((c) => c.name === 'Redwood Software Inc')?.id ?? '';
    const employeeUser = await db
      .selectFrom('users')
      .select('employee_id')
      .where('email', '=', 'employee@paydesk.test')
      .executeTakeFirstOrThrow();
    ids.employee = employeeUser.employee_id ?? '';
    const others = await db
      .selectFrom('employees')
      .select(['id', 'company_id'])
      .where('user_id', 'is', null)
      .orderBy('id')
      .execute();
    ids.colleague = others.find((e) => e.company_id === ids.lakeside)?.id ?? '';
    ids.redwoodEmployee = others.find((e) => e.company_id === ids.redwood)?.id ?? '';
  });
  afterAll(async () => state.harness.close());

  const call = async (
    method: Method,
    url: string,
    who: Who,
    options: { payload?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) => {
    const response = await state.harness.app.inject({
      method,
      url,
      headers: { ...bearer(tokens[who]), ...options.headers },
      ...(options.payload ? { payload: options.payload } : {}),
    });
    answers.push(response.body);
    return response;
  };

  const listOf = async (who: Who, companyId: string, employeeId?: string) =>
    call(
      'GET',
      `/api/bank-accounts?companyId=${companyId}${employeeId ? `&employeeId=${employeeId}` : ''}`,
      who,
    );

  const account = (accountNumber: string, split: Record<string, unknown> = {}) => ({
    bankName: 'Second Savings',
    accountType: 'savings',
    routingNumber: '011000015',
    accountNumber,
    ...split,
  });

  const outboxTo = (email: string) =>
    state.harness.context.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  const auditOf = (entityId: string) =>
    state.harness.context.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_id', '=', entityId)
      .execute();

  /** No answer and no log line of this app carried any full number a test sends. */
  const expectNoFullNumberLeft = () => {
    expect(logLines.length).toBeGreaterThan(0);
    const all = [numbers.second, numbers.ownerAdded, numbers.funding, ...numbers.extra];
    for (const number of all) {
      for (const answer of answers) expect(answer).not.toContain(number);
      for (const line of logLines) expect(line).not.toContain(number);
    }
  };

  return {
    state,
    tokens,
    ids,
    call,
    listOf,
    account,
    outboxTo,
    auditOf,
    expectNoFullNumberLeft,
  };
}
