import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { newId } from '../ids';

describe(`counts by status kept by triggers on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
  });
  afterAll(async () => harness.close());

  const db = () => harness.context.database.db;
  const asCounts = (rows: { status: string; n: number | string | bigint }[]) =>
    Object.fromEntries(
      rows.filter((row) => Number(row.n) > 0).map((row) => [row.status, Number(row.n)]),
    );
  const kept = async (counts: 'company_status_counts' | 'employee_status_counts') =>
    asCounts(await db().selectFrom(counts).select(['status', 'n']).execute());
  const counted = async (table: 'companies' | 'employees') =>
    asCounts(
      await db()
        .selectFrom(table)
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute(),
    );
  const keptCompanies = () => kept('company_status_counts');
  const countedCompanies = () => counted('companies');
  const keptEmployees = () => kept('employee_status_counts');
  const countedEmployees = () => counted('employees');

  it('start equal to a count of the seeded companies and employees', async () => {
    expect(await keptCompanies()).toEqual(await countedCompanies());
    expect(Object.keys(await keptCompanies()).length).toBeGreaterThan(1);
    expect(await keptEmployees()).toEqual(await countedEmployees());
    expect(Object.keys(await keptEmployees()).length).toBeGreaterThan(1);
  });

  it("follow every company's insert, status change and delete, whoever writes", async () => {
    const id = newId();
    const now = new Date().toISOString();
    await db()
      .insertInto('companies')
      .values({ id, name: 'Counted Co', status: 'onboarding', created_at: now, updated_at: now })
      .execute();
    expect(await keptCompanies()).toEqual(await countedCompanies());
    await db().updateTable('companies').set({ status: 'suspended' }).where('id', '=', id).execute();
    expect(await keptCompanies()).toEqual(await countedCompanies());
    await db().updateTable('companies').set({ name: 'Renamed Co' }).where('id', '=', id).execute();
    expect(await keptCompanies()).toEqual(await countedCompanies());
    await db().deleteFrom('companies').where('id', '=', id).execute();
    expect(await keptCompanies()).toEqual(await countedCompanies());
  });

  it("follow every employee's insert, status change and delete, whoever writes", async () => {
    const model = await db()
      .selectFrom('employees')
      .selectAll()
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const id = newId();
    await db()
      .insertInto('employees')
      .values({
        ...model,
        id,
        user_id: null,
        employee_number: null,
        legal_id_digest: null,
        email: `counted-${id}@paydesk.test`,
        status: 'onboarding',
      })
      .execute();
    expect(await keptEmployees()).toEqual(await countedEmployees());
    await db().updateTable('employees').set({ status: 'active' }).where('id', '=', id).execute();
    expect(await keptEmployees()).toEqual(await countedEmployees());
    await db()
      .updateTable('employees')
      .set({ status: 'terminated' })
      .where('id', '=', id)
      .execute();
    expect(await keptEmployees()).toEqual(await countedEmployees());
    await db()
      .updateTable('employees')
      .set({ job_title: 'Counter' })
      .where('id', '=', id)
      .execute();
    expect(await keptEmployees()).toEqual(await countedEmployees());
    await db().deleteFrom('employees').where('id', '=', id).execute();
    expect(await keptEmployees()).toEqual(await countedEmployees());
  });
});
