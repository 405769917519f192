import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { seedDemoHistory } from './demo-history';
import { seedDemoTimeOff } from './demo-time-off';

type Balance = { name: string; balanceHours: number; accruedYtdHours: number };

describe(`the demo's time off on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let owner = '';
  let lakeside = '';
  const employee = { maria: '', ethan: '' };

  beforeAll(async () => {
    harness = await createTestApp({ seed: true, now: '2026-11-24T12:00:00Z' });
    const seeded = await seedDemoTimeOff(harness.context);
    await seedDemoHistory(harness.context);
    owner = (await signInAs(harness.app, 'owner@paydesk.test')).accessToken;
    const { db } = harness.context.database;
    lakeside = (
      await db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Lakeside Bakery LLC')
        .executeTakeFirstOrThrow()
    ).id;
    const idOf = async (email: string) =>
      (
        await db
          .selectFrom('employees')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    employee.ethan = await idOf('employee@paydesk.test');
    const people = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', lakeside)
      .execute();
    // Everyone but the sign-in employee holds both policies.
    expect(seeded).toEqual({ policies: 2, assignments: 2 * (people.length - 1) });
    employee.maria = (
      await db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', lakeside)
        .where('first_name', '=', 'Maria')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => harness.close());

  const get = (url: string) =>
    harness.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(owner), 'Company-ID': lakeside },
    });

  it('gives the demo company a vacation and a California-style sick policy', async () => {
    const policies = await get('/api/time-off-policies');
    expect(policies.statusCode, policies.body).toBe(200);
    expect(policies.json().items).toEqual([
      expect.objectContaining({
        name: 'Sick leave',
        kind: 'sick',
        accrual: { method: 'per_hour_worked', hours: 1, perHours: 30 },
        maxBalanceHours: 48,
        waitingDays: 90,
      }),
      expect.objectContaining({
        name: 'Vacation',
        kind: 'vacation',
        accrual: { method: 'per_pay_period', hours: 4, perHours: null },
      }),
    ]);
  });

  it('the payroll history accrued on the starting balances, and its stubs show them', async () => {
    const balances = await get(`/api/employees/${employee.maria}/time-off`);
    expect(balances.statusCode, balances.body).toBe(200);
    const [sick, vacation] = balances.json<{ items: Balance[] }>().items;
    // Three biweekly payrolls: 12 vacation hours on the 16 she started with; sick leave on
    // the hours she worked, on the 8 she started with.
    expect(vacation).toMatchObject({ name: 'Vacation', balanceHours: 28, accruedYtdHours: 12 });
    expect(sick?.name).toBe('Sick leave');
    expect(sick?.accruedYtdHours).toBeGreaterThan(5);
    expect(sick?.balanceHours).toBe(8 + (sick?.accruedYtdHours ?? 0));

    const stubs = await get(`/api/pay-stubs?employeeId=${employee.maria}`);
    const newest = stubs.json<{ items: { id: string }[] }>().items[0]!;
    const stub = await harness.app.inject({
      method: 'GET',
      url: `/api/pay-stubs/${newest.id}`,
      headers: { ...bearer(owner), 'Company-ID': lakeside, 'Employee-ID': employee.maria },
    });
    expect(stub.json().timeOff).toEqual([
      expect.objectContaining({ name: 'Sick leave', balanceHours: sick?.balanceHours }),
      expect.objectContaining({ name: 'Vacation', accruedHours: 4, balanceHours: 28 }),
    ]);
  });

  it('leaves the sign-in employee without a policy, for the owner to assign', async () => {
    const balances = await get(`/api/employees/${employee.ethan}/time-off`);
    expect(balances.json().items).toEqual([]);
  });
});
