import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { achHarness } from './ach-files.test-kit';

// An employee paid by check gets the check alone: no deposit on the stub, no credit in the ACH
// file, whatever accounts they have on file, and as their record says when the payroll is
// committed.

const { state, call } = achHarness();
const db = () => state.harness.context.database.db;

type Deposit = { bankAccountId: string; amountCents: number };
type DraftLine = { employeeId: string; netPayCents: number; deposits: Deposit[] };
type PayrollItem = { employeeId: string; payStubId: string; netPayCents: number };

const setMethod = (ids: string[], method: 'check' | 'direct_deposit') =>
  db().updateTable('employees').set({ payment_method: method }).where('id', 'in', ids).execute();

const depositsOfStub = async (payStubId: string): Promise<Deposit[]> => {
  const row = await db()
    .selectFrom('pay_stubs')
    .select('details')
    .where('id', '=', payStubId)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.details) as { deposits: Deposit[] }).deposits;
};

/** The hourly people of a draft worked their two weeks, so that everyone has a net pay. */
async function workTwoWeeks(draftId: string) {
  const blank = await call('GET', `/api/payroll-drafts/${draftId}`);
  const hours = await call('PUT', `/api/payroll-drafts/${draftId}`, {
    payload: {
      version: blank.json<{ version: number }>().version,
      lines: blank
        .json<{ items: DraftLine[] }>()
        .items.filter((line) => line.netPayCents === 0)
        .map((line) => ({ employeeId: line.employeeId, regularHours: 80 })),
    },
  });
  expect(hours.statusCode, hours.body).toBe(200);
}

const total = (deposits: Deposit[]) => deposits.reduce((sum, d) => sum + d.amountCents, 0);

describe(`Payment by check on ${testDatabaseKind()}`, () => {
  // Lakeside's payable people, each with one usable deposit account (the harness's demo):
  // checkAll is paid by check from the start, toCheck switches to check after the draft,
  // toDeposit switches from check to direct deposit, onHold too but its only account is on hold.
  let checkAll = '';
  let toCheck = '';
  let toDeposit = '';
  let onHold = '';
  let draftId = '';
  let payroll: { id: string; items: PayrollItem[] } = { id: '', items: [] };

  it('plans no deposit for an employee paid by check, though they have a usable account', async () => {
    const people = await db()
      .selectFrom('employees')
      .select('id')
      .where('pay_group_id', '=', state.lakesideGroup)
      .where('status', '!=', 'terminated')
      .where('onboarding_complete', '=', 1)
      .orderBy('last_name')
      .orderBy('id')
      .execute();
    expect(people.length).toBeGreaterThanOrEqual(4);
    [checkAll, toCheck, toDeposit, onHold] = people.map((person) => person.id) as [
      string,
      string,
      string,
      string,
    ];
    const usable = await db()
      .selectFrom('bank_accounts')
      .select('employee_id')
      .where('employee_id', 'in', [checkAll, toCheck, toDeposit, onHold])
      .where('status', '=', 'active')
      .execute();
    expect(new Set(usable.map((row) => row.employee_id)).size).toBe(4);
    await setMethod([checkAll, toDeposit, onHold], 'check');
    await db()
      .updateTable('bank_accounts')
      .set({ usable_from: '2027-01-04' })
      .where('employee_id', '=', onHold)
      .execute();

    const created = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd: '2026-11-27' },
    });
    expect(created.statusCode, created.body).toBe(201);
    draftId = created.json<{ draftId: string }>().draftId;
    await workTwoWeeks(draftId);
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(draft.statusCode, draft.body).toBe(200);
    const body = draft.json<{ readiness: unknown[]; items: DraftLine[] }>();
    expect(body.readiness).toEqual([]);
    const lines = new Map(body.items.map((line) => [line.employeeId, line]));
    for (const id of [checkAll, toDeposit, onHold]) {
      expect(lines.get(id)!.netPayCents).toBeGreaterThan(0);
      expect(lines.get(id)!.deposits).toEqual([]);
    }
    expect(total(lines.get(toCheck)!.deposits)).toBe(lines.get(toCheck)!.netPayCents);
  });

  it('refuses the commit when someone switched to direct deposit has no usable account', async () => {
    await setMethod([toCheck], 'check');
    await setMethod([toDeposit, onHold], 'direct_deposit');
    const refused = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        code: 'employee.bank_account_missing',
        path: `lines.${onHold}.bankAccount`,
      }),
    ]);
    // Nothing was written: the draft is still open and no payroll exists.
    const open = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(open.statusCode, open.body).toBe(200);
    const payrolls = await db()
      .selectFrom('payrolls')
      .select('id')
      .where('company_id', '=', state.lakeside)
      .execute();
    expect(payrolls).toEqual([]);
  });

  it('commits what the records say at the commit: a check has no deposit, a deposit has its split', async () => {
    await setMethod([onHold], 'check');
    const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    payroll = committed.json<{ id: string; items: PayrollItem[] }>();
    const items = new Map(payroll.items.map((item) => [item.employeeId, item]));
    for (const id of [checkAll, toCheck, onHold]) {
      expect(await depositsOfStub(items.get(id)!.payStubId)).toEqual([]);
    }
    const switched = items.get(toDeposit)!;
    const deposits = await depositsOfStub(switched.payStubId);
    expect(deposits).toHaveLength(1);
    expect(total(deposits)).toBe(switched.netPayCents);

    // The stub's answer shows the check as it always has: no deposit lines.
    const stub = await call('GET', `/api/pay-stubs/${items.get(toCheck)!.payStubId}`, {
      headers: { 'Employee-Id': toCheck },
    });
    expect(stub.statusCode, stub.body).toBe(200);
    expect(stub.json().deposits).toEqual([]);
    expect(stub.json().netPayCents).toBe(items.get(toCheck)!.netPayCents);
  });

  it('leaves the employees paid by check out of the ACH file: credits are the deposits alone', async () => {
    const byCheck = new Set([checkAll, toCheck, onHold]);
    const deposited = payroll.items.filter(
      (item) => !byCheck.has(item.employeeId) && item.netPayCents > 0,
    );
    expect(deposited.map((item) => item.employeeId)).toContain(toDeposit);
    const net = deposited.reduce((sum, item) => sum + item.netPayCents, 0);

    const preview = await call('POST', '/api/payments/ach/preview', {
      payload: { payrolls: [payroll.id] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      totalCreditCents: net,
      totalDebitCents: net,
      entryCount: deposited.length + 1,
      batches: [expect.objectContaining({ creditCount: deposited.length })],
    });

    const file = await call('POST', '/api/payments/ach/files', {
      as: 'admin',
      company: null,
      payload: { payrolls: [payroll.id] },
    });
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json()).toMatchObject({ totalCreditCents: net, entryCount: deposited.length + 1 });
    const credits = await db()
      .selectFrom('ach_entries')
      .select(['pay_stub_id', 'amount_cents'])
      .where('ach_file_id', '=', file.json<{ id: string }>().id)
      .where('kind', '=', 'credit')
      .execute();
    expect(credits.map((credit) => credit.pay_stub_id).sort()).toEqual(
      deposited.map((item) => item.payStubId).sort(),
    );
    expect(credits.reduce((sum, credit) => sum + Number(credit.amount_cents), 0)).toBe(net);
  });

  it('pays by check a line stored before lines kept their method, though it was split', async () => {
    const created = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd: '2026-12-11' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const nextDraft = created.json<{ draftId: string }>().draftId;
    await workTwoWeeks(nextDraft);
    // Such a line was split into the account on file whatever the record said.
    const account = await db()
      .selectFrom('bank_accounts')
      .select(['id', 'account_number_last4'])
      .where('employee_id', '=', checkAll)
      .executeTakeFirstOrThrow();
    const line = await db()
      .selectFrom('payroll_draft_lines')
      .select('computed')
      .where('draft_id', '=', nextDraft)
      .where('employee_id', '=', checkAll)
      .executeTakeFirstOrThrow();
    const { paymentMethod, ...computed } = JSON.parse(line.computed) as {
      paymentMethod?: string;
      netPayCents: number;
    };
    expect(paymentMethod).toBe('check');
    expect(computed.netPayCents).toBeGreaterThan(0);
    const stored = {
      ...computed,
      deposits: [
        {
          bankAccountId: account.id,
          accountNumberLast4: account.account_number_last4,
          amountCents: computed.netPayCents,
        },
      ],
    };
    await db()
      .updateTable('payroll_draft_lines')
      .set({ computed: JSON.stringify(stored) })
      .where('draft_id', '=', nextDraft)
      .where('employee_id', '=', checkAll)
      .execute();

    const committed = await call('POST', '/api/payrolls', { payload: { draftId: nextDraft } });
    expect(committed.statusCode, committed.body).toBe(201);
    const items = committed.json<{ items: PayrollItem[] }>().items;
    const stub = items.find((item) => item.employeeId === checkAll)!;
    expect(stub.netPayCents).toBe(computed.netPayCents);
    expect(await depositsOfStub(stub.payStubId)).toEqual([]);
    const deposited = items.find((item) => item.employeeId === toDeposit)!;
    expect(total(await depositsOfStub(deposited.payStubId))).toBe(deposited.netPayCents);
  });
});
