import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { bankAccountsHarness } from './bank-accounts.test-kit';

const { call, ids, listOf, account } = bankAccountsHarness();

describe(`bank accounts within the caller’s scope on ${testDatabaseKind()}`, () => {
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
        'contractorId',
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
      expect.objectContaining({
        employeeId: null,
        contractorId: null,
        amountOrPercentage: null,
        status: 'active',
      }),
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
});
