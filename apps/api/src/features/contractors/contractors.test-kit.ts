import { afterAll, beforeAll } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type Who = 'admin' | 'owner' | 'employee' | 'contractor' | 'redwoodOwner';

const emails: Record<Who, string> = {
  admin: 'admin@paydesk.test',
  owner: 'owner@paydesk.test',
  employee: 'employee@paydesk.test',
  contractor: 'contractor@paydesk.test',
  redwoodOwner: 'rafael.delgado@redwood.example',
};

/** Every TIN a test sends, in both layouts: none may come back in an answer, a row or a log. */
export const tins = {
  ssn: '415-62-8830',
  ein: '47-1234567',
  another: '523-71-4409',
  own: '318-20-5561',
};

export const digitsOf = (tin: string) => tin.replace(/\D/g, '');

/** A contractor's address as the forms send it. */
export const address = {
  addressLine1: '9 Harbor Way',
  addressLine2: null,
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
};

/** A new individual contractor; `overrides` change or add fields. */
export const individual = (overrides: Record<string, unknown> = {}) => ({
  type: 'individual',
  firstName: 'Paula',
  lastName: 'Painter',
  tinType: 'ssn',
  tin: tins.ssn,
  email: 'paula.painter@example.com',
  address,
  paymentMethod: 'direct_deposit',
  ...overrides,
});

export const business = (overrides: Record<string, unknown> = {}) => ({
  type: 'business',
  businessName: 'Brightside Cleaning Co',
  tinType: 'ein',
  tin: tins.ein,
  email: 'billing@brightside.example',
  address,
  paymentMethod: 'check',
  ...overrides,
});

/**
 * The seeded demo app signed in as the demo people and Redwood's owner, logging at info level;
 * it keeps every answer and log line so a test can show no TIN left in them.
 */
export function contractorsHarness() {
  const state = { harness: undefined as unknown as TestApp };
  const tokens = {} as Record<Who, string>;
  const ids = { lakeside: '', redwood: '', demoContractor: '' };
  const answers: string[] = [];
  const logLines: string[] = [];

  beforeAll(async () => {
    state.harness = await createTestApp({ seed: true, env: { LOG_LEVEL: 'info' }, logLines });
    for (const who of Object.keys(emails) as Who[]) {
      tokens[who] = (await signInAs(state.harness.app, emails[who])).accessToken;
    }
    const { db } = state.harness.context.database;
    const companies = await db.selectFrom('companies').select(['id', 'name']).execute();
    ids.lakeside = companies.find((c) => c.name === 'Lakeside Bakery LLC')?.id ?? '';
    ids.redwood = companies.find((c) => c.name === 'Redwood Software Inc')?.id ?? '';
    const user = await db
      .selectFrom('users')
      .select('contractor_id')
      .where('email', '=', emails.contractor)
      .executeTakeFirstOrThrow();
    ids.demoContractor = user.contractor_id ?? '';
  });
  afterAll(async () => state.harness.close());

  /** A call as one of the demo people (or with a token), with `Company-ID` and headers when given. */
  const call = async (
    method: Method,
    url: string,
    as: Who | { token: string },
    options: { payload?: unknown; company?: string; headers?: Record<string, string> } = {},
  ) => {
    const token = typeof as === 'string' ? tokens[as] : as.token;
    const response = await state.harness.app.inject({
      method,
      url,
      headers: {
        ...bearer(token),
        ...(options.company ? { 'company-id': options.company } : {}),
        ...options.headers,
      },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
    answers.push(response.body);
    return response;
  };

  /** `POST /contractors` by Lakeside's owner. */
  const create = (body: Record<string, unknown>, as: Who = 'owner', company = ids.lakeside) =>
    call('POST', '/api/contractors', as, { payload: body, company });

  const lastMailTo = async (to: string) =>
    state.harness.context.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', to)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();

  const tokenOf = (text: string | undefined) =>
    decodeURIComponent(/accept-contractor-invitation\?token=([^\s]+)/.exec(text ?? '')?.[1] ?? '');

  return { state, tokens, ids, answers, logLines, call, create, lastMailTo, tokenOf };
}
