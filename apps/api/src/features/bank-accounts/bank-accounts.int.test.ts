import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type Method = 'GET' | 'POST' | 'DELETE';
type Who = 'admin' | 'owner' | 'employee';

// Every full number any test sends: none may come back in an answer or a log line.
const numbers = {
  second: '55501234567',
  ownerAdded: '66602345678',
  funding: '77703456789',
  extra: ['9000111', '9000222', '9000333', '9000444'],
  viaPort: '44409876543',
};

describe(`bank accounts on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  const tokens: Record<Who, string> = { admin: '', owner: '', employee: '' };
  const ids = { lakeside: '', redwood: '', employee: '', colleague: '', redwoodEmployee: '' };
  const answers: string[] = [];
  const logLines: string[] = [];

  beforeAll(async () => {
    harness = await createTestApp({ seed: true, env: { LOG_LEVEL: 'info' } });
    // Keep every log line the server writes, instead of printing it.
    const stream = (harness.context.logger as unknown as Record<symbol, { write: unknown }>)[
      pino.symbols.streamSym
    ];
    if (stream) stream.write = (line: string) => void logLines.push(String(line));
    // Tuesday 24 November 2026, noon UTC.
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
  afterAll(async () => harness.close());

  const call = async (
    method: Method,
    url: string,
    who: Who,
    options: { payload?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) => {
    const response = await harness.app.inject({
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
    harness.context.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  const auditOf = (entityId: string) =>
    harness.context.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_id', '=', entityId)
      .execute();

  it('lists the seeded accounts masked: the employee’s own, the company’s funding account', async () => {
    const own = await listOf('employee', ids.lakeside, ids.employee);
    expect(own.statusCode).toBe(200);
    const [deposit] = own.json().items;
    expect(deposit).toMatchObject({
      companyId: ids.lakeside,
      employeeId: ids.employee,
      amountOrPercentage: 'remainder',
      amountOrPercentageValue: null,
      status: 'active',
    });
    expect(deposit.accountNumberLast4).toMatch(/^\d{4}$/);
    expect(Object.keys(deposit).sort()).toEqual(
      [
        'id',
        'companyId',
        'employeeId',
        'bankName',
        'accountType',
        'routingNumber',
        'accountNumberLast4',
        'amountOrPercentage',
        'amountOrPercentageValue',
        'status',
        'createdAt',
      ].sort(),
    );
    const funding = await listOf('owner', ids.lakeside);
    expect(funding.json().items).toEqual([
      expect.objectContaining({ employeeId: null, amountOrPercentage: null, status: 'active' }),
    ]);
  });

  it('answers 404 for holders out of the caller’s scope, whatever the call', async () => {
    // An employee sees neither a colleague's accounts nor the company's.
    expect((await listOf('employee', ids.lakeside, ids.colleague)).statusCode).toBe(404);
    expect((await listOf('employee', ids.lakeside)).statusCode).toBe(404);
    // Their own id under another company is not theirs either.
    expect((await listOf('employee', ids.redwood, ids.employee)).statusCode).toBe(404);
    const forColleague = await call('POST', '/api/bank-accounts', 'employee', {
      payload: {
        ...account('12345678', { amountOrPercentage: 'amount', amountOrPercentageValue: 100 }),
        companyId: ids.lakeside,
        employeeId: ids.colleague,
      },
    });
    expect(forColleague.statusCode).toBe(404);
    expect(forColleague.json().code).toBe('employee.not_found');
    const forCompany = await call('POST', '/api/bank-accounts', 'employee', {
      payload: { ...account('12345678'), companyId: ids.lakeside },
    });
    expect(forCompany.statusCode).toBe(404);
    expect(forCompany.json().code).toBe('company.not_found');
    // An owner sees their company and its employees, not another company's.
    expect((await listOf('owner', ids.lakeside, ids.colleague)).statusCode).toBe(200);
    expect((await listOf('owner', ids.redwood)).statusCode).toBe(404);
    expect((await listOf('owner', ids.redwood, ids.redwoodEmployee)).statusCode).toBe(404);
    // An employee of another company under the owner's company is no employee of it.
    expect((await listOf('owner', ids.lakeside, ids.redwoodEmployee)).statusCode).toBe(404);
    // The admin sees every holder.
    expect((await listOf('admin', ids.redwood)).json().items).toHaveLength(1);
    expect((await listOf('admin', ids.redwood, ids.redwoodEmployee)).json().items).toHaveLength(1);
    expect((await listOf('admin', 'no-such-company')).statusCode).toBe(404);
    // A delete names the holder in headers: out of scope is the same 404.
    const colleagueAccount = (await listOf('owner', ids.lakeside, ids.colleague)).json().items[0];
    const refused = await call('DELETE', `/api/bank-accounts/${colleagueAccount.id}`, 'employee', {
      headers: { 'Company-ID': ids.lakeside, 'Employee-Id': ids.colleague },
    });
    expect(refused.statusCode).toBe(404);
    // Naming themself does not reach a colleague's account either.
    const disguised = await call(
      'DELETE',
      `/api/bank-accounts/${colleagueAccount.id}`,
      'employee',
      {
        headers: { 'Company-ID': ids.lakeside, 'Employee-Id': ids.employee },
      },
    );
    expect(disguised.statusCode).toBe(404);
    expect(disguised.json().code).toBe('bank_account.not_found');
    expect((await listOf('owner', ids.lakeside, ids.colleague)).json().items).toHaveLength(1);
  });

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
    harness.clock.advance(24 * 3_600_000);
    const tomorrow = (await signInAs(harness.app, 'employee@paydesk.test')).accessToken;
    const later = await harness.app.inject({
      method: 'GET',
      url: `/api/bank-accounts?companyId=${ids.lakeside}&employeeId=${ids.employee}`,
      headers: bearer(tomorrow),
    });
    const moved = later.json().items.find((a: { id: string }) => a.id === body.id);
    expect(moved.status).toBe('active');
    harness.clock.advance(-24 * 3_600_000);
  });

  it('holds an account an owner adds to their own employee record too', async () => {
    const { db } = harness.context.database;
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
    const colleague = await harness.context.database.db
      .selectFrom('employees')
      .select('email')
      .where('id', '=', ids.colleague)
      .executeTakeFirstOrThrow();
    const mails = await outboxTo(colleague.email);
    expect(mails.at(-1)?.body_text).toContain(numbers.ownerAdded.slice(-4));
  });

  it('stores the number sealed: the row holds no digit run of it, and opens with the key', async () => {
    const row = await harness.context.database.db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('account_number_last4', '=', numbers.ownerAdded.slice(-4))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(numbers.ownerAdded);
    expect(row.account_number_encrypted).toMatch(/^v1\./);
    expect(decryptSecret(harness.context.config.encryptionKey, row.account_number_encrypted)).toBe(
      numbers.ownerAdded,
    );
  });

  it('refuses splits that break the rules with a 400 naming the field, and writes nothing', async () => {
    const { db } = harness.context.database;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('bank_accounts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const post = (split: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      call('POST', '/api/bank-accounts', 'owner', {
        payload: {
          ...account('12345678', split),
          companyId: ids.lakeside,
          employeeId: ids.employee,
          ...extra,
        },
      });
    const expectField = async (
      response: Awaited<ReturnType<typeof post>>,
      path: string,
      code?: string,
    ) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[0].path).toBe(path);
      if (code) expect(response.json().code).toBe(code);
    };
    await expectField(
      await post({ amountOrPercentage: 'remainder' }),
      'amountOrPercentage',
      'bank_account.split_invalid',
    );
    await expectField(await post({}), 'amountOrPercentage', 'bank_account.split_invalid');
    await expectField(
      await post({ amountOrPercentage: 'percentage', amountOrPercentageValue: 80.01 }),
      'amountOrPercentageValue',
      'bank_account.split_invalid',
    );
    await expectField(
      await post({ amountOrPercentage: 'amount', amountOrPercentageValue: 10.5 }),
      'body.amountOrPercentageValue',
    );
    await expectField(await post({ amountOrPercentage: 'amount' }), 'body.amountOrPercentageValue');
    await expectField(
      await post({ amountOrPercentage: 'percentage', amountOrPercentageValue: 12.345 }),
      'body.amountOrPercentageValue',
    );
    await expectField(
      await post({ amountOrPercentage: 'remainder', amountOrPercentageValue: 5 }),
      'body.amountOrPercentageValue',
    );
    const badRouting = await post(
      { amountOrPercentage: 'amount', amountOrPercentageValue: 100 },
      { routingNumber: '011000016' },
    );
    await expectField(badRouting, 'body.routingNumber');
    expect(badRouting.json().errors[0].message).toMatch(/check digit fails/);
    await expectField(
      await post(
        { amountOrPercentage: 'amount', amountOrPercentageValue: 100 },
        { accountNumber: '123' },
      ),
      'body.accountNumber',
    );
    await expectField(
      await post(
        { amountOrPercentage: 'amount', amountOrPercentageValue: 100 },
        { accountNumber: '123456789012345678' },
      ),
      'body.accountNumber',
    );
    const funding = await call('POST', '/api/bank-accounts', 'owner', {
      payload: {
        ...account('12345678', { amountOrPercentage: 'amount', amountOrPercentageValue: 100 }),
        companyId: ids.lakeside,
      },
    });
    await expectField(funding, 'amountOrPercentage', 'bank_account.split_invalid');
    expect(await count()).toBe(before);
  });

  it('allows five accounts at most, with percentages up to 100 in all', async () => {
    // The employee has the seeded remainder and the 20% account: three more fit.
    for (const [index, number] of numbers.extra.slice(0, 3).entries()) {
      const response = await call('POST', '/api/bank-accounts', 'owner', {
        payload: {
          ...account(number, {
            amountOrPercentage: 'percentage',
            amountOrPercentageValue: index === 2 ? 40 : 20,
          }),
          companyId: ids.lakeside,
          employeeId: ids.employee,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const sixth = await call('POST', '/api/bank-accounts', 'owner', {
      payload: {
        ...account(numbers.extra[3] ?? '', {
          amountOrPercentage: 'amount',
          amountOrPercentageValue: 100,
        }),
        companyId: ids.lakeside,
        employeeId: ids.employee,
      },
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ code: 'bank_account.too_many' });
    expect(sixth.json().errors[0].path).toBe('employeeId');
    const items = (await listOf('employee', ids.lakeside, ids.employee)).json().items;
    expect(items).toHaveLength(5);
    const percent = items.reduce(
      (sum: number, a: { amountOrPercentage: string; amountOrPercentageValue: number }) =>
        sum + (a.amountOrPercentage === 'percentage' ? a.amountOrPercentageValue : 0),
      0,
    );
    expect(percent).toBe(100);
  });

  it('deletes an account by marking it removed, keeps the remainder last, and tells the holder', async () => {
    const items = (await listOf('employee', ids.lakeside, ids.employee)).json().items as {
      id: string;
      amountOrPercentage: string;
      accountNumberLast4: string;
    }[];
    const remainder = items.find((a) => a.amountOrPercentage === 'remainder');
    const headers = { 'Company-ID': ids.lakeside, 'Employee-Id': ids.employee };
    const refused = await call('DELETE', `/api/bank-accounts/${remainder?.id}`, 'employee', {
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('bank_account.remainder_required');
    const percentages = items.filter((a) => a.amountOrPercentage === 'percentage');
    const mailsBefore = (await outboxTo('employee@paydesk.test')).length;
    for (const item of percentages) {
      const deleted = await call('DELETE', `/api/bank-accounts/${item.id}`, 'employee', {
        headers,
      });
      expect(deleted.statusCode).toBe(204);
    }
    const mails = await outboxTo('employee@paydesk.test');
    expect(mails).toHaveLength(mailsBefore + percentages.length);
    expect(mails.at(-1)?.body_text).toContain('was deleted on 2026-11-24');
    expect((await listOf('employee', ids.lakeside, ids.employee)).json().items).toHaveLength(1);
    const [first] = percentages;
    const row = await harness.context.database.db
      .selectFrom('bank_accounts')
      .select(['status', 'removed_at'])
      .where('id', '=', first?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'removed', removed_at: '2026-11-24T12:00:00.000Z' });
    const events = await auditOf(first?.id ?? '');
    expect(events.map((e) => e.action).sort()).toEqual([
      'bank-account.created',
      'bank-account.removed',
    ]);
    // Deleted once is gone: a second delete finds nothing.
    const again = await call('DELETE', `/api/bank-accounts/${first?.id}`, 'employee', { headers });
    expect(again.statusCode).toBe(404);
    // With the others gone, the remainder account may go too.
    expect(
      (await call('DELETE', `/api/bank-accounts/${remainder?.id}`, 'employee', { headers }))
        .statusCode,
    ).toBe(204);
    const first2 = await call('POST', '/api/bank-accounts', 'employee', {
      payload: {
        ...account('31313131', { amountOrPercentage: 'amount', amountOrPercentageValue: 100 }),
        companyId: ids.lakeside,
        employeeId: ids.employee,
      },
    });
    expect(first2.statusCode).toBe(400);
    expect(first2.json().errors[0].path).toBe('amountOrPercentage');
    const restored = await call('POST', '/api/bank-accounts', 'employee', {
      payload: { ...account('31313131'), companyId: ids.lakeside, employeeId: ids.employee },
    });
    expect(restored.statusCode).toBe(201);
    expect(restored.json().amountOrPercentage).toBe('remainder');
  });

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
    expect(logLines.length).toBeGreaterThan(0);
    const all = [numbers.second, numbers.ownerAdded, numbers.funding, ...numbers.extra];
    for (const number of all) {
      for (const answer of answers) expect(answer).not.toContain(number);
      for (const line of logLines) expect(line).not.toContain(number);
    }
  });
});
