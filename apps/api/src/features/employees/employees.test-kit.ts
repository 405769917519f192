import { afterAll, beforeAll } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import {
  createTestApp,
  type TestApp,
  type TestAppOptions,
} from '@paydesk/api/test-support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Who = 'admin' | 'owner' | 'employee';

/** A seeded app pinned to 2026-11-24, signed in as the demo people, with a typed request helper. */
export function employeesHarness(options: TestAppOptions = {}) {
  const state = {
    harness: undefined as unknown as TestApp,
    tokens: { admin: '', owner: '', employee: '' } as Record<Who, string>,
    lakeside: '',
    redwood: '',
    lakesidePayGroup: '',
    redwoodGroup: '',
    ethan: '',
  };
  /** Signs the demo people in again (after the clock moved past their tokens' lifetime). */
  const signInAgain = async () => {
    for (const [who, email] of [
      ['admin', 'admin@paydesk.test'],
      ['owner', 'owner@paydesk.test'],
      ['employee', 'employee@paydesk.test'],
    ] as const) {
      state.tokens[who] = (await signInAs(state.harness.app, email)).accessToken;
    }
  };
  beforeAll(async () => {
    state.harness = await createTestApp({ seed: true, ...options });
    state.harness.clock.advance(
      Date.parse('2026-11-24T12:00:00Z') - state.harness.clock.now().getTime(),
    );
    await signInAgain();
    const { db } = state.harness.context.database;
    const companies = await db.selectFrom('companies').select(['id', 'name']).execute();
    state.lakeside = companies.find((c) => c.name === 'Lakeside Bakery LLC')!.id;
    state.redwood = companies.find((c) => c.name === 'Redwood Software Inc')!.id;
    state.lakesidePayGroup = (await db
      .selectFrom('pay_groups')
      .select('id')
      .where('company_id', '=', state.lakeside)
      .executeTakeFirst())!.id;
    state.redwoodGroup = (await db
      .selectFrom('pay_groups')
      .select('id')
      .where('company_id', '=', state.redwood)
      .executeTakeFirst())!.id;
    state.ethan = (await db
      .selectFrom('employees')
      .select('id')
      .where('email', '=', 'employee@paydesk.test')
      .executeTakeFirst())!.id;
  });
  afterAll(async () => state.harness.close());

  const call = (
    method: Method,
    url: string,
    options: {
      as?: Who | string;
      company?: string | null;
      payload?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const who = options.as ?? 'admin';
    const token = who in state.tokens ? state.tokens[who as Who] : who;
    return state.harness.app.inject({
      method,
      url,
      headers: {
        ...bearer(token),
        ...(options.company === null ? {} : { 'Company-ID': options.company ?? state.lakeside }),
        ...options.headers,
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  };

  /** The newest mail kept in the outbox for an address. */
  const lastMailTo = async (to: string) =>
    state.harness.context.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', to)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();

  const tokenOf = (text: string | undefined) =>
    decodeURIComponent(/accept-invitation\?token=([^\s]+)/.exec(text ?? '')?.[1] ?? '');

  return { state, call, lastMailTo, tokenOf, signInAgain };
}

/** A new hire whose employer fills in everything but the deposit account (paid by check). */
export const completeHire = (payGroup: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nadia',
  lastName: 'Novak',
  email: 'nadia.novak@example.com',
  legalIdType: 'ssn',
  legalId: '123-45-6789',
  birthDate: '1990-04-02',
  phoneNumber: '(312) 555-0188',
  address: { addressLine1: '5 Elm St', city: 'Chicago', state: 'IL', zipCode: '60614' },
  employmentType: 'full_time',
  employmentCategory: 'non_exempt',
  jobTitle: 'Pastry chef',
  department: 'Kitchen',
  hireDate: '2026-11-02',
  workState: 'IL',
  payGroup,
  paymentType: 'hourly',
  paymentRate: 2_600,
  paymentMethod: 'check',
  federalTax: { w4Version: '2020', filingStatus: 'single' },
  stateTax: { code: 'IL', basicAllowances: 1 },
  ...overrides,
});
