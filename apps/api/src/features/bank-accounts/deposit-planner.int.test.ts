import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { depositPlanner } from './index';

const account = {
  bankName: 'Lake Savings',
  accountType: 'savings' as const,
  routingNumber: '071000013',
  accountNumber: '55550001',
};

describe(`how net pays split into deposit accounts, on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let companyId: string;
  let ethan: string;
  let employeeToken: string;
  let ownerToken: string;

  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    // Tuesday 24 November 2026: an account the employee adds is usable from Wednesday the 25th.
    harness.clock.advance(Date.parse('2026-11-24T15:00:00Z') - harness.clock.now().getTime());
    const row = await harness.context.database.db
      .selectFrom('employees')
      .select(['id', 'company_id'])
      .where('email', '=', 'employee@paydesk.test')
      .executeTakeFirstOrThrow();
    ethan = row.id;
    companyId = row.company_id;
    employeeToken = (await signInAs(harness.app, 'employee@paydesk.test')).accessToken;
    ownerToken = (await signInAs(harness.app, 'owner@paydesk.test')).accessToken;
  });
  afterAll(async () => harness.close());

  const add = (token: string, split: Record<string, unknown>, number: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: bearer(token),
      payload: { companyId, employeeId: ethan, ...account, accountNumber: number, ...split },
    });

  it('pays the seeded remainder account the whole net pay', async () => {
    const plans = await depositPlanner.split(
      harness.context.database.db,
      [ethan],
      '2026-11-24',
      new Map([[ethan, 123_456]]),
    );
    expect(plans.get(ethan)).toEqual([
      expect.objectContaining({ amountCents: 123_456, accountNumberLast4: expect.any(String) }),
    ]);
  });

  it('splits by percentage with the rounding cent to the remainder, and leaves out an account on hold', async () => {
    expect(
      (
        await add(
          ownerToken,
          { amountOrPercentage: 'percentage', amountOrPercentageValue: 20 },
          '55550001',
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await add(
          employeeToken,
          { amountOrPercentage: 'amount', amountOrPercentageValue: 5_000 },
          '55550002',
        )
      ).statusCode,
    ).toBe(201);
    const db = harness.context.database.db;
    const today = await depositPlanner.split(
      db,
      [ethan],
      '2026-11-24',
      new Map([[ethan, 100_001]]),
    );
    const todayParts = today.get(ethan)!;
    expect(todayParts.map((part) => part.amountCents).sort((a, b) => a - b)).toEqual([
      20_000, 80_001,
    ]);
    expect(todayParts.find((part) => part.amountCents === 20_000)?.accountNumberLast4).toBe('0001');
    // From the next business day the employee's own fixed amount is paid first.
    const tomorrow = await depositPlanner.split(
      db,
      [ethan],
      '2026-11-25',
      new Map([[ethan, 100_001]]),
    );
    const parts = tomorrow.get(ethan)!;
    expect(parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(100_001);
    expect(parts.find((part) => part.accountNumberLast4 === '0002')?.amountCents).toBe(5_000);
    expect(parts.find((part) => part.accountNumberLast4 === '0001')?.amountCents).toBe(19_000);
  });

  it('leaves out an employee without a usable account', async () => {
    const plans = await depositPlanner.split(
      harness.context.database.db,
      ['no-such-employee'],
      '2026-11-24',
      new Map([['no-such-employee', 10_000]]),
    );
    expect(plans.size).toBe(0);
  });
});
