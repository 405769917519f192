import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { bankAccountsHarness, numbers } from './bank-accounts.test-kit';

const { state, call, ids, listOf, account, outboxTo, auditOf, expectNoFullNumberLeft } =
  bankAccountsHarness();

describe(`deposit splits on ${testDatabaseKind()}`, () => {
  // The employee keeps the seeded remainder account and adds one taking 20%.
  beforeAll(async () => {
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
    expect(created.statusCode, created.body).toBe(201);
  });

  it('refuses splits that break the rules with a 400 naming the field, and writes nothing', async () => {
    const { db } = state.harness.context.database;
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
    const row = await state.harness.context.database.db
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

  it('never answers or logs a full account number', () => {
    expectNoFullNumberLeft();
  });
});
