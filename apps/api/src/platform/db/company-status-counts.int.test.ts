import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { newId } from '../ids';

describe(`company counts by status on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
  });
  afterAll(async () => harness.close());

  const db = () => harness.context.database.db;
  const kept = async () =>
    Object.fromEntries(
      (await db().selectFrom('company_status_counts').select(['status', 'n']).execute())
        .filter((row) => Number(row.n) > 0)
        .map((row) => [row.status, Number(row.n)]),
    );
  const counted = async () =>
    Object.fromEntries(
      (
        await db()
          .selectFrom('companies')
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('status')
          .execute()
      ).map((row) => [row.status, Number(row.n)]),
    );

  it('start equal to a count of the seeded companies', async () => {
    expect(await kept()).toEqual(await counted());
    expect(Object.keys(await kept()).length).toBeGreaterThan(1);
  });

  it('follow every insert, status change and delete, whoever writes', async () => {
    const id = newId();
    const now = new Date().toISOString();
    await db()
      .insertInto('companies')
      .values({ id, name: 'Counted Co', status: 'onboarding', created_at: now, updated_at: now })
      .execute();
    expect(await kept()).toEqual(await counted());
    await db().updateTable('companies').set({ status: 'suspended' }).where('id', '=', id).execute();
    expect(await kept()).toEqual(await counted());
    await db().updateTable('companies').set({ name: 'Renamed Co' }).where('id', '=', id).execute();
    expect(await kept()).toEqual(await counted());
    await db().deleteFrom('companies').where('id', '=', id).execute();
    expect(await kept()).toEqual(await counted());
  });
});
