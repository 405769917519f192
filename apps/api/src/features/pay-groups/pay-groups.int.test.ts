import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type Method = 'GET' | 'POST' | 'PATCH';

describe(`pay groups and their schedules on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  const tokens = { admin: '', owner: '', employee: '' };
  let lakeside: string;
  let redwood: string;

  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    // The schedules are computed from "today": pin it.
    harness.clock.advance(Date.parse('2026-11-24T12:00:00Z') - harness.clock.now().getTime());
    tokens.admin = (await signInAs(harness.app, 'admin@paydesk.test')).accessToken;
    tokens.owner = (await signInAs(harness.app, 'owner@paydesk.test')).accessToken;
    tokens.employee = (await signInAs(harness.app, 'employee@paydesk.test')).accessToken;
    const companies = await harness.context.database.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .execute();
    lakeside = companies.find((c) => c.name === 'Lakeside Bakery LLC')!.id;
    redwood = companies.find((c) => c.name === 'Redwood Software Inc')!.id;
  });
  afterAll(async () => harness.close());

  const call = (
    method: Method,
    url: string,
    options: {
      token?: string;
      company?: string | null;
      payload?: Record<string, unknown>;
      pageKey?: string;
    } = {},
  ) =>
    harness.app.inject({
      method,
      url,
      headers: {
        ...bearer(options.token ?? tokens.admin),
        ...(options.company === null ? {} : { 'Company-ID': options.company ?? lakeside }),
        ...(options.pageKey ? { 'Page-Key': options.pageKey } : {}),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  const semimonthly = {
    name: 'Office staff',
    frequency: 'semimonthly',
    firstPeriodEnd: '2026-01-15',
    firstPayDate: '2026-01-15',
    secondPayDay: 31,
  };

  it('lists the seeded group with its members and next pay date', async () => {
    const response = await call('GET', '/api/pay-groups', { token: tokens.owner });
    expect(response.statusCode).toBe(200);
    const [group] = response.json().items;
    expect(group).toMatchObject({
      companyId: lakeside,
      name: 'Bakery crew',
      frequency: 'biweekly',
      secondPayDay: null,
      version: 1,
    });
    expect(group.employeeCount).toBeGreaterThan(5);
    // Biweekly from Friday 2026-01-16: …, 6 and 20 November, then Friday 4 December.
    expect(group.nextPayDate).toBe('2026-12-04');
  });

  it('creates a semimonthly group, and refuses a second with the same name in any case', async () => {
    const created = await call('POST', '/api/pay-groups', { payload: semimonthly });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...semimonthly, employeeCount: 0, version: 1 });
    const again = await call('POST', '/api/pay-groups', {
      payload: { ...semimonthly, name: '  office STAFF ' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('pay_group.name_taken');
    // The same name in another company is another group.
    expect(
      (await call('POST', '/api/pay-groups', { company: redwood, payload: semimonthly }))
        .statusCode,
    ).toBe(201);
    const audit = await harness.context.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', '=', 'pay-group.created')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses a schedule that cannot work, naming the field, and writes nothing', async () => {
    const before = (await call('GET', '/api/pay-groups')).json().items.length;
    const missing = await call('POST', '/api/pay-groups', {
      payload: { ...semimonthly, name: 'Broken', secondPayDay: null },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('body.secondPayDay');
    const badEnd = await call('POST', '/api/pay-groups', {
      payload: { ...semimonthly, name: 'Broken', firstPeriodEnd: '2026-01-20' },
    });
    expect(badEnd.statusCode).toBe(400);
    expect(badEnd.json()).toMatchObject({ code: 'pay_group.schedule_invalid' });
    expect(badEnd.json().errors[0].path).toBe('firstPeriodEnd');
    const noHeader = await call('GET', '/api/pay-groups', { company: null });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().errors[0].path).toContain('company-id');
    expect((await call('GET', '/api/pay-groups')).json().items).toHaveLength(before);
  });

  it('pages the schedule forwards and back, 12 a page, with moved pay dates marked', async () => {
    const group = (await call('GET', '/api/pay-groups'))
      .json()
      .items.find((g: { name: string }) => g.name === 'Office staff');
    const url = `/api/pay-groups/${group.id}/payroll-schedules?from=2026-11-01`;
    const first = await call('GET', url);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(12);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalItems / 12));
    expect(page1.items[0]).toMatchObject({
      periodStart: '2026-11-01',
      periodEnd: '2026-11-15',
      scheduledPayDate: '2026-11-15',
      payDate: '2026-11-13',
      adjustment: 'weekend',
      status: 'upcoming',
      draftId: null,
      payrollId: null,
      taxYearMissing: null,
    });
    // The engine has no 2027 tax figures yet: those periods say so.
    const in2027 = page1.items.filter((p: { payDate: string }) => p.payDate >= '2027-01-01');
    expect(in2027.length).toBeGreaterThan(0);
    for (const period of in2027) expect(period.taxYearMissing).toBe(2027);
    expect(first.headers['previous-page-key']).toBeUndefined();
    const nextKey = String(first.headers['next-page-key']);
    const second = await call('GET', url, { pageKey: nextKey });
    const page2 = second.json();
    expect(page2.items[0].periodStart).toBe('2027-05-01');
    // Presidents Day 2027 moved the 15 February pay date to Friday the 12th.
    const february = page1.items.find((p: { periodEnd: string }) => p.periodEnd === '2027-02-15');
    expect(february).toMatchObject({
      payDate: '2027-02-12',
      adjustment: 'holiday',
      holiday: 'presidents_day',
    });
    const back = await call('GET', url, { pageKey: String(second.headers['previous-page-key']) });
    expect(back.json().items).toEqual(page1.items);
  });

  it('changes a group with its version: a stale version is a 409 and changes nothing', async () => {
    const [group] = (await call('GET', '/api/pay-groups')).json().items;
    const renamed = await call('PATCH', `/api/pay-groups/${group.id}`, {
      payload: { version: group.version, name: 'Bakers' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Bakers', version: group.version + 1 });
    const stale = await call('PATCH', `/api/pay-groups/${group.id}`, {
      payload: { version: group.version, name: 'Too late' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('pay_group.version_stale');
    const unchanged = await call('PATCH', `/api/pay-groups/${group.id}`, {
      payload: { version: group.version + 1, name: 'Bakers' },
    });
    expect(unchanged.json().version).toBe(group.version + 1);
    expect((await call('GET', `/api/pay-groups/${group.id}`)).json().name).toBe('Bakers');
    const noVersion = await call('PATCH', `/api/pay-groups/${group.id}`, {
      payload: { name: 'X' },
    });
    expect(noVersion.statusCode).toBe(400);
  });

  it('moves its members to a new frequency with the group', async () => {
    const [group] = (await call('GET', '/api/pay-groups')).json().items;
    const weekly = await call('PATCH', `/api/pay-groups/${group.id}`, {
      payload: { version: group.version, frequency: 'weekly' },
    });
    expect(weekly.statusCode).toBe(200);
    const frequencies = await harness.context.database.db
      .selectFrom('employees')
      .select('payment_frequency')
      .where('pay_group_id', '=', group.id)
      .execute();
    expect(new Set(frequencies.map((row) => row.payment_frequency))).toEqual(new Set(['weekly']));
  });

  it('lets admins and the company’s owners in; employees and other companies’ owners out', async () => {
    expect((await call('GET', '/api/pay-groups', { token: tokens.employee })).statusCode).toBe(403);
    // The demo owner owns Lakeside only: Redwood answers as if it did not exist.
    const other = await call('GET', '/api/pay-groups', { token: tokens.owner, company: redwood });
    expect(other.statusCode).toBe(404);
    const [redwoodGroup] = (await call('GET', '/api/pay-groups', { company: redwood })).json()
      .items;
    const crossed = await call('GET', `/api/pay-groups/${redwoodGroup.id}`, { company: lakeside });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe('pay_group.not_found');
  });

  it('marks the onboarding checklist’s pay-group step done', async () => {
    const state = await harness.app.inject({
      method: 'GET',
      url: `/api/companies/${lakeside}/onboarding`,
      headers: bearer(tokens.admin),
    });
    const step = state.json().checklist.find((item: { key: string }) => item.key === 'pay_group');
    expect(step.done).toBe(true);
  });
});
