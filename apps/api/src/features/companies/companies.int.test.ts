import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const address = {
  addressLine1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  phoneNumber: '(512) 555-0100',
};

describe(`companies on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let admin: string;
  let owner: string;
  let employee: string;
  let lakesideId: string;
  let redwoodId: string;

  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    admin = (await signInAs(harness.app, 'admin@paydesk.test')).accessToken;
    owner = (await signInAs(harness.app, 'owner@paydesk.test')).accessToken;
    employee = (await signInAs(harness.app, 'employee@paydesk.test')).accessToken;
    const { db } = harness.context.database;
    const companies = await db.selectFrom('companies').select(['id', 'name']).execute();
    lakesideId = companies.find((c) => c.name === 'Lakeside Bakery LLC')!.id;
    redwoodId = companies.find((c) => c.name === 'Redwood Software Inc')!.id;
  });
  afterAll(async () => harness.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    harness.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload ? { payload } : {}),
    });

  it('lets an admin create a company and read it back in the record shape', async () => {
    const response = await call('POST', '/api/companies', admin, {
      name: 'Blue Fin Diving LLC',
      federalEin: '271234567',
      federalFillingForm: '944',
      businessEntityType: 'llc',
      industryType: 'arts_entertainment_recreation',
      physicalAddress: address,
    });
    expect(response.statusCode).toBe(201);
    const company = response.json();
    expect(company).toMatchObject({
      name: 'Blue Fin Diving LLC',
      status: 'onboarding',
      federalEin: '27-1234567',
      federalFillingForm: '944',
      owners: [],
      mailingAddress: null,
    });
    expect(company.physicalAddress).toMatchObject({ ...address, id: expect.any(String) });
    const read = await call('GET', `/api/companies/${company.id}`, admin);
    expect(read.json()).toEqual(company);
  });

  it('pages through 45 companies forwards and back, each exactly once in name order', async () => {
    const { db } = harness.context.database;
    const existing = (await db.selectFrom('companies').select('id').execute()).length;
    for (let i = existing; i < 45; i += 1) {
      expect(
        (
          await call('POST', '/api/companies', admin, {
            name: `Paging Co ${String(i).padStart(2, '0')}`,
          })
        ).statusCode,
      ).toBe(201);
    }
    const all = (await db.selectFrom('companies').select(['id', 'name']).execute())
      .sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1))
      .map((c) => c.id);
    expect(all).toHaveLength(45);
    const pages: { ids: string[]; previous?: string; next?: string }[] = [];
    let key: string | undefined;
    do {
      const response = await call(
        'GET',
        '/api/companies',
        admin,
        undefined,
        key ? { 'Page-Key': key } : {},
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ totalItems: 45, totalPages: 3 });
      pages.push({
        ids: body.items.map((c: { id: string }) => c.id),
        previous: response.headers['previous-page-key'] as string | undefined,
        next: response.headers['next-page-key'] as string | undefined,
      });
      key = pages.at(-1)!.next;
    } while (key);
    expect(pages.map((p) => p.ids.length)).toEqual([20, 20, 5]);
    expect(pages.flatMap((p) => p.ids)).toEqual(all);
    expect(pages[0]!.previous).toBeUndefined();
    const backwards: string[][] = [];
    let previous = pages[2]!.previous;
    while (previous) {
      const response = await call('GET', '/api/companies', admin, undefined, {
        'Page-Key': previous,
      });
      backwards.unshift(response.json().items.map((c: { id: string }) => c.id));
      previous = response.headers['previous-page-key'] as string | undefined;
    }
    expect(backwards).toEqual([pages[0]!.ids, pages[1]!.ids]);
  });

  it('filters by search and status', async () => {
    const search = await call('GET', '/api/companies?search=bakery', admin);
    expect(search.json().items.map((c: { name: string }) => c.name)).toEqual([
      'Lakeside Bakery LLC',
    ]);
    const onboarding = await call('GET', '/api/companies?status=onboarding', admin);
    expect(
      onboarding.json().items.every((c: { status: string }) => c.status === 'onboarding'),
    ).toBe(true);
    // An administrator's totals come from the counts the database keeps: they match the rows.
    const rows = await harness.context.database.db
      .selectFrom('companies')
      .select(['status'])
      .execute();
    const inStatus = rows.filter((row) => row.status === 'onboarding').length;
    expect(inStatus).toBeGreaterThan(0);
    expect(onboarding.json().totalItems).toBe(inStatus);
    expect(search.json().totalItems).toBe(1);
    expect((await call('GET', '/api/companies', admin)).json().totalItems).toBe(rows.length);
    const suspended = await call('GET', '/api/companies?status=suspended', admin);
    expect(suspended.json().totalItems).toBe(
      rows.filter((row) => row.status === 'suspended').length,
    );
    expect((await call('GET', '/api/companies?status=bogus', admin)).statusCode).toBe(400);
  });

  it('searches for LIKE wildcards literally', async () => {
    expect(
      (await call('POST', '/api/companies', admin, { name: 'Solo_Works LLC' })).statusCode,
    ).toBe(201);
    const underscore = await call('GET', '/api/companies?search=o_w', admin);
    expect(underscore.json().items.map((c: { name: string }) => c.name)).toEqual([
      'Solo_Works LLC',
    ]);
    const percent = await call('GET', '/api/companies?search=%25', admin);
    expect(percent.json().items).toEqual([]);
  });

  it('shows an owner only their own company and answers 404 for any other', async () => {
    const list = await call('GET', '/api/companies', owner);
    expect(list.json().items.map((c: { id: string }) => c.id)).toEqual([lakesideId]);
    expect((await call('GET', `/api/companies/${redwoodId}`, owner)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/companies/${redwoodId}`, owner, { name: 'Hijacked' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/companies/${redwoodId}/employees`, owner)).statusCode).toBe(
      404,
    );
    const grant = await call('POST', `/api/companies/${redwoodId}/owners`, owner, {
      // An id of the right form: the scope answers, not the contract.
      ownerEmployeeId: '019ac1d4-7b2e-7c3a-9f10-000000000000',
      ownershipPercentage: 1,
    });
    expect(grant.statusCode).toBe(404);
    expect((await call('GET', '/api/companies/no-such-company', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/companies', employee)).statusCode).toBe(403);
  });

  it('changes only the fields sent, refuses a stale version, and keeps status for admins', async () => {
    const before = (await call('GET', `/api/companies/${lakesideId}`, owner)).json();
    const patched = await call('PATCH', `/api/companies/${lakesideId}`, owner, {
      mailingAddress: { ...address, addressLine1: 'PO Box 12' },
      version: before.version,
    });
    expect(patched.statusCode).toBe(200);
    const after = patched.json();
    expect(after.mailingAddress.addressLine1).toBe('PO Box 12');
    expect(after.name).toBe(before.name);
    expect(after.physicalAddress).toEqual(before.physicalAddress);
    expect(after.version).toBe(before.version + 1);
    const stale = await call('PATCH', `/api/companies/${lakesideId}`, owner, {
      name: 'Stale Name',
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/companies/${lakesideId}`, owner)).json().name).toBe(
      before.name,
    );
    expect(
      (await call('PATCH', `/api/companies/${lakesideId}`, owner, { status: 'suspended' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/companies/${lakesideId}`, admin, { status: 'suspended' })).json()
        .status,
    ).toBe('suspended');
    expect(
      (await call('PATCH', `/api/companies/${lakesideId}`, admin, { status: 'active' })).json()
        .status,
    ).toBe('active');
  });

  it('summarises the platform for the admin dashboard', async () => {
    const response = await call('GET', '/api/dashboard', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const { db } = harness.context.database;
    const statuses = await db.selectFrom('companies').select('status').execute();
    expect(body.companiesByStatus.onboarding).toBe(
      statuses.filter((s) => s.status === 'onboarding').length,
    );
    expect(body.companiesByStatus.active).toBe(
      statuses.filter((s) => s.status === 'active').length,
    );
    const employees = await db.selectFrom('employees').select('status').execute();
    expect(body.employees).toBe(employees.filter((e) => e.status !== 'terminated').length);
    expect(body.employees).toBeGreaterThanOrEqual(33);
    const harbor = body.onboardingCompanies.find(
      (c: { name: string }) => c.name === 'Harbor Landscaping Co',
    );
    // Every demo company has a pay group; Harbor still lacks its details and a funding account.
    expect(harbor.missing).toEqual(['company_details', 'funding_account']);
    expect(body.latestEvents.length).toBeGreaterThan(0);
    expect(body.latestEvents[0]).toMatchObject({
      action: expect.any(String),
      actorEmail: expect.any(String),
    });
    expect((await call('GET', '/api/dashboard', owner)).statusCode).toBe(403);
  });

  it('lists the company employees with search and keyset pages', async () => {
    const response = await call('GET', `/api/companies/${lakesideId}/employees`, owner, undefined, {
      'Page-Size': '4',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalItems).toBe(11);
    expect(body.items).toHaveLength(4);
    expect(response.headers['next-page-key']).toBeDefined();
    const search = await call(
      'GET',
      `/api/companies/${lakesideId}/employees?search=edwards`,
      owner,
    );
    expect(search.json().items.map((e: { email: string }) => e.email)).toEqual([
      'employee@paydesk.test',
    ]);
  });

  it('answers 404, not an empty list or a rule, for a company that does not exist, even to an admin', async () => {
    const unknown = '01900000-0000-7000-8000-000000000000';
    const employees = await harness.app.inject({
      method: 'GET',
      url: `/api/companies/${unknown}/employees`,
      headers: bearer(admin),
    });
    expect(employees.statusCode).toBe(404);
    expect(employees.json().code).toBe('company.not_found');
    const grant = await harness.app.inject({
      method: 'POST',
      url: `/api/companies/${unknown}/owners`,
      headers: bearer(admin),
      payload: { ownerEmployeeId: unknown, ownershipPercentage: 10 },
    });
    expect(grant.statusCode).toBe(404);
    const payGroups = await harness.app.inject({
      method: 'GET',
      url: '/api/pay-groups',
      headers: { ...bearer(admin), 'Company-ID': unknown },
    });
    expect(payGroups.statusCode).toBe(404);
  });

  it('changes nothing, not even the version, for a PATCH that only names the version', async () => {
    const [first] = (
      await harness.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(admin) })
    ).json().items;
    const before = (
      await harness.app.inject({
        method: 'GET',
        url: `/api/companies/${first.id}`,
        headers: bearer(admin),
      })
    ).json();
    const events = async () =>
      (
        await harness.context.database.db
          .selectFrom('audit_events')
          .select('id')
          .where('entity_id', '=', first.id)
          .execute()
      ).length;
    const eventsBefore = await events();
    const empty = await harness.app.inject({
      method: 'PATCH',
      url: `/api/companies/${first.id}`,
      headers: bearer(admin),
      payload: { version: before.version },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().version).toBe(before.version);
    expect(await events()).toBe(eventsBefore);
    const stale = await harness.app.inject({
      method: 'PATCH',
      url: `/api/companies/${first.id}`,
      headers: bearer(admin),
      payload: { version: before.version + 5 },
    });
    expect(stale.statusCode).toBe(409);
  });
});
