import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { encodeCursor } from '@paydesk/api/platform/pagination/keyset-page';

type ListItem = { id: string; name: string; employeeCount: number };

describe(`company list employee counts on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let admin: string;
  let owner: string;
  /** Employees not terminated, per company, counted here from the table. */
  let expected: Map<string, number>;
  let emptyId: string;

  const list = (token: string, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: { ...bearer(token), ...headers },
    });

  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    admin = (await signInAs(harness.app, 'admin@paydesk.test')).accessToken;
    owner = (await signInAs(harness.app, 'owner@paydesk.test')).accessToken;
    const { db } = harness.context.database;
    // One employee without an account leaves: a terminated employee is not counted.
    const leaving = await db
      .selectFrom('employees')
      .select(['id', 'company_id'])
      .where('user_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('employees')
      .set({ status: 'terminated' })
      .where('id', '=', leaving.id)
      .execute();
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: bearer(admin),
      payload: { name: 'Aardvark Empty Co' },
    });
    expect(created.statusCode).toBe(201);
    emptyId = created.json().id;
    const employees = await db.selectFrom('employees').select(['company_id', 'status']).execute();
    expected = new Map();
    for (const row of employees) {
      if (row.status === 'terminated') continue;
      expected.set(row.company_id, (expected.get(row.company_id) ?? 0) + 1);
    }
    expect([...expected.values()].some((n) => n > 1)).toBe(true);
  });
  afterAll(async () => harness.close());

  it("shows each company's employees not terminated, and 0 for a company without any", async () => {
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as ListItem[];
    expect(items.length).toBeGreaterThan(2);
    expect(items.find((item) => item.id === emptyId)?.employeeCount).toBe(0);
    for (const item of items) {
      expect(item.employeeCount, item.name).toBe(expected.get(item.id) ?? 0);
      const record = await harness.app.inject({
        method: 'GET',
        url: `/api/companies/${item.id}`,
        headers: bearer(admin),
      });
      expect(record.json().employeeCount, item.name).toBe(item.employeeCount);
    }
  });

  it('keeps every count right on pages read forwards and back', async () => {
    const forwards: ListItem[] = [];
    let key: string | undefined;
    do {
      const response = await list(admin, { 'Page-Size': '1', ...(key ? { 'Page-Key': key } : {}) });
      forwards.push(...(response.json().items as ListItem[]));
      key = response.headers['next-page-key'] as string | undefined;
    } while (key);
    expect(forwards.length).toBeGreaterThan(3);
    // Back from the second page of two: the first two companies again, read in reverse order.
    const first = await list(admin, { 'Page-Size': '2' });
    const second = await list(admin, {
      'Page-Size': '2',
      'Page-Key': first.headers['next-page-key'] as string,
    });
    const back = await list(admin, {
      'Page-Size': '2',
      'Page-Key': second.headers['previous-page-key'] as string,
    });
    const backwards = back.json().items as ListItem[];
    expect(backwards.map((item) => item.id)).toEqual(forwards.slice(0, 2).map((item) => item.id));
    for (const item of [...forwards, ...backwards]) {
      expect(item.employeeCount, item.name).toBe(expected.get(item.id) ?? 0);
    }
  });

  it("shows an owner their own companies' counts", async () => {
    const items = (await list(owner)).json().items as ListItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((item) => item.employeeCount > 0)).toBe(true);
    for (const item of items) expect(item.employeeCount).toBe(expected.get(item.id) ?? 0);
  });

  it('counts the companies on a page that reads none, past the last one or with no match', async () => {
    const all = (await list(admin)).json();
    expect(all.totalItems).toBeGreaterThan(3);
    const pastTheEnd = await list(admin, {
      'Page-Key': encodeCursor({ direction: 'next', key: ['\u{10FFFF}', ''] }),
    });
    expect(pastTheEnd.statusCode).toBe(200);
    expect(pastTheEnd.json()).toMatchObject({ items: [], totalItems: all.totalItems });
    const beforeTheStart = await list(admin, {
      'Page-Key': encodeCursor({ direction: 'previous', key: ['', ''] }),
    });
    expect(beforeTheStart.json()).toMatchObject({ items: [], totalItems: all.totalItems });
    const none = await harness.app.inject({
      method: 'GET',
      url: '/api/companies?search=no-such-company',
      headers: bearer(admin),
    });
    expect(none.json()).toMatchObject({ items: [], totalItems: 0, totalPages: 0 });
  });
});
