import { describe, expect, it } from 'vitest';
import { Access } from '@paydesk/api/http/access';
import { noDepositAccounts } from '@paydesk/api/features/employees';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { noDeposits } from '../ports/payroll-ports';
import { payrollHarness } from '../payroll.test-kit';
import { createPayrollServices } from '../services';

const { state, call } = payrollHarness();

const offCycle = (overrides: Record<string, unknown> = {}, company?: string, group?: string) =>
  call('POST', '/api/payroll-drafts', {
    ...(company ? { company, as: 'admin' as const } : {}),
    payload: {
      payGroupId: group ?? state.lakesideGroup,
      offCycle: {
        reason: 'bonus',
        payDate: '2026-12-11',
        periodStart: '2026-11-14',
        periodEnd: '2026-11-27',
        employeeIds: [state.ethan],
        withholding: 'supplemental',
        ...overrides,
      },
    },
  });

/** An off-cycle bonus of the company's employees, committed; answers the payroll. */
async function committedBonus(company: string, group: string, employeeIds: string[]) {
  const created = await offCycle({ employeeIds }, company, group);
  expect(created.statusCode, created.body).toBe(201);
  const { draftId, version } = created.json();
  await call('PUT', `/api/payroll-drafts/${draftId}`, {
    as: 'admin',
    company,
    payload: {
      version,
      lines: employeeIds.map((employeeId) => ({
        employeeId,
        bonusCents: 50_000,
        reimbursementCents: 1_234,
        deductions: [{ kind: 'roth401k', amountCents: 2_500, label: 'Roth' }],
      })),
    },
  });
  const committed = await call('POST', '/api/payrolls', {
    as: 'admin',
    company,
    payload: { draftId },
  });
  expect(committed.statusCode, committed.body).toBe(201);
  return committed.json<{ id: string; summary: Record<string, number> }>();
}

const employeesOf = async (companyId: string) =>
  (
    await state.harness.context.database.db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where('onboarding_complete', '=', 1)
      .where('status', '!=', 'terminated')
      .execute()
  ).map((row) => row.id);

describe(`payroll checks, roles and faults on ${testDatabaseKind()}`, () => {
  it('notices an employee fixed after the draft was made, without the line being touched', async () => {
    const { db } = state.harness.context.database;
    await db
      .updateTable('employees')
      .set({ payment_method: 'direct_deposit' })
      .where('id', '=', state.ethan)
      .execute();
    await db
      .updateTable('bank_accounts')
      .set({ status: 'removed' })
      .where('employee_id', '=', state.ethan)
      .execute();
    const created = await offCycle();
    const { draftId } = created.json();
    const before = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(before.json().readiness.map((item: { code: string }) => item.code)).toContain(
      'employee.bank_account_missing',
    );
    // The employee's account comes back (as if added again): the draft sees it on its next read.
    await db
      .updateTable('bank_accounts')
      .set({ status: 'active' })
      .where('employee_id', '=', state.ethan)
      .execute();
    const after = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(after.json().readiness).toEqual([]);
    expect(after.json().items[0].readiness).toEqual([]);
    await db
      .updateTable('employees')
      .set({ payment_method: 'check' })
      .where('id', '=', state.ethan)
      .execute();
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);
  });

  it('lists every failing readiness check, one errors[] entry each, and writes nothing', async () => {
    const created = await offCycle({ payDate: '2026-11-20' });
    const { draftId } = created.json();
    const { db } = state.harness.context.database;
    await db
      .updateTable('employees')
      .set({ payment_method: 'direct_deposit' })
      .where('id', '=', state.ethan)
      .execute();
    // Direct deposit without any usable account.
    await db
      .updateTable('bank_accounts')
      .set({ status: 'removed' })
      .where('employee_id', '=', state.ethan)
      .execute();
    // The line keeps the readiness it was computed with: recompute it by touching it.
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: {
        version: draft.json().version,
        lines: [{ employeeId: state.ethan, bonusCents: 1 }],
      },
    });
    const refused = await call('POST', '/api/payrolls', { payload: { draftId } });
    await db
      .updateTable('employees')
      .set({ payment_method: 'check' })
      .where('id', '=', state.ethan)
      .execute();
    await db
      .updateTable('bank_accounts')
      .set({ status: 'active' })
      .where('employee_id', '=', state.ethan)
      .execute();
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().code).toBe('payroll.not_ready');
    expect(
      refused
        .json()
        .errors.map((error: { code: string; path: string }) => [error.code, error.path]),
    ).toEqual([
      ['payroll.pay_date_past', 'payDate'],
      ['employee.bank_account_missing', `lines.${state.ethan}.bankAccount`],
    ]);
    const written = await db
      .selectFrom('payrolls')
      .select('id')
      .where('draft_id', '=', draftId)
      .execute();
    expect(written).toEqual([]);
    expect((await call('GET', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(404);
  });

  it('names a tax year without figures as a readiness item, never a 500', async () => {
    const created = await offCycle({
      payDate: '2026-12-31',
      periodStart: '2026-12-19',
      periodEnd: '2027-01-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId } = created.json();
    // A new pay date in 2027 is refused; a draft made before that rule may still hold one.
    await state.harness.context.database.db
      .updateTable('payroll_drafts')
      .set({ pay_date: '2027-01-08' })
      .where('id', '=', draftId)
      .execute();
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    const item = draft
      .json()
      .readiness.find((entry: { code: string }) => entry.code === 'payroll.tax_year_missing');
    expect(item.message).toContain('2027');
    expect(item.message).toContain('federal withholding tables');
    const refused = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(refused.statusCode).toBe(422);
    await call('DELETE', `/api/payroll-drafts/${draftId}`);
  });

  it('refuses a period that is not one of the schedule, and unknown employees', async () => {
    const period = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd: '2026-11-26' },
    });
    expect(period.statusCode).toBe(400);
    expect(period.json().code).toBe('payroll_draft.period_invalid');
    const unknown = await offCycle({ employeeIds: ['nobody'] });
    expect(unknown.statusCode).toBe(400);
    const group = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.redwoodGroup, periodEnd: '2026-11-27' },
    });
    expect(group.statusCode).toBe(404);
  });

  it('writes the register: a row per employee, totals last equal to the summary', async () => {
    const payroll = await committedBonus(
      state.redwood,
      state.redwoodGroup,
      await employeesOf(state.redwood),
    );
    const csv = await call('GET', `/api/payrolls/${payroll.id}/register.csv`, {
      as: 'admin',
      company: state.redwood,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="payroll-register-${payroll.id}.csv"`,
    );
    const rows = csv.body
      .trim()
      .split('\r\n')
      .map((row) => row.split(','));
    const header = rows[0]!;
    expect(rows).toHaveLength(payroll.summary.employees! + 2);
    const totals = rows.at(-1)!;
    expect(totals[0]).toBe('Totals');
    const cents = (name: string) => Math.round(Number(totals[header.indexOf(name)]) * 100);
    expect(cents('Gross pay')).toBe(payroll.summary.grossCents);
    expect(cents('Net pay')).toBe(payroll.summary.netPayCents);
    expect(cents('Employee taxes')).toBe(payroll.summary.employeeTaxesCents);
    expect(cents('Employer taxes')).toBe(payroll.summary.employerTaxesCents);
    expect(cents('Deductions')).toBe(payroll.summary.deductionsCents);
    expect(cents('Reimbursements')).toBe(payroll.summary.reimbursementsCents);
  });

  it('filters and pages payrolls, and lists approved ones across the caller’s companies', async () => {
    const lakeside = await employeesOf(state.lakeside);
    await committedBonus(state.lakeside, state.lakesideGroup, lakeside);
    const cancelled = await committedBonus(state.lakeside, state.lakesideGroup, [state.ethan]);
    const read = await call('GET', `/api/payrolls/${cancelled.id}`);
    await call('PATCH', `/api/payrolls/${cancelled.id}`, {
      payload: { version: read.json().version, status: 'cancelled' },
    });
    const onlyCancelled = await call(
      'GET',
      `/api/payrolls?companyId=${state.lakeside}&status=cancelled`,
    );
    expect(onlyCancelled.json().items.map((item: { id: string }) => item.id)).toEqual([
      cancelled.id,
    ]);
    const first = await call('GET', `/api/payrolls?companyId=${state.lakeside}`, {
      headers: { 'Page-Size': '1' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().items).toHaveLength(1);
    const total = first.json().totalItems as number;
    expect(total).toBeGreaterThanOrEqual(2);
    const next = first.headers['next-page-key'] as string;
    const second = await call('GET', `/api/payrolls?companyId=${state.lakeside}`, {
      headers: { 'Page-Size': '1', 'Page-Key': next },
    });
    expect(second.json().items[0].id).not.toBe(first.json().items[0].id);
    expect(second.headers['previous-page-key']).toBeDefined();

    const withEthan = await call(
      'GET',
      `/api/payrolls?companyId=${state.lakeside}&employeeId=${state.ethan}`,
    );
    expect(withEthan.json().totalItems).toBeGreaterThanOrEqual(1);
    const nobody = await call('GET', `/api/payrolls?companyId=${state.lakeside}&employeeId=nobody`);
    expect(nobody.json().totalItems).toBe(0);

    const ownerApproved = await call('GET', '/api/payrolls?status=approved', { company: null });
    expect(ownerApproved.statusCode).toBe(200);
    const companies = new Set(
      ownerApproved.json().items.map((item: { companyId: string }) => item.companyId),
    );
    expect([...companies]).toEqual([state.lakeside]);
    const adminApproved = await call('GET', '/api/payrolls?status=approved', {
      as: 'admin',
      company: null,
    });
    const all = new Set(
      adminApproved.json().items.map((item: { companyId: string }) => item.companyId),
    );
    expect(all.has(state.redwood) && all.has(state.lakeside)).toBe(true);
    expect(
      adminApproved.json().items.every((item: { status: string }) => item.status === 'approved'),
    ).toBe(true);
  });

  it('answers 404 to an employee on every payroll call, and to an owner outside their company', async () => {
    const redwood = (
      await call('GET', `/api/payrolls?companyId=${state.redwood}`, { as: 'admin' })
    ).json().items[0].id as string;
    const lakeside = (await call('GET', `/api/payrolls?companyId=${state.lakeside}`)).json()
      .items[0].id as string;
    const calls: [Parameters<typeof call>[0], string, Record<string, unknown>?][] = [
      ['POST', '/api/payroll-drafts', { payGroupId: state.lakesideGroup, periodEnd: '2026-12-11' }],
      ['GET', '/api/payroll-drafts/any'],
      ['PUT', '/api/payroll-drafts/any', { version: 1, lines: [] }],
      ['DELETE', '/api/payroll-drafts/any'],
      ['POST', '/api/payrolls', { draftId: '019ac1d4-7b2e-7c3a-9f10-000000000000' }],
      ['GET', `/api/payrolls/${lakeside}`],
      ['GET', `/api/payrolls?companyId=${state.lakeside}`],
      ['GET', '/api/payrolls?status=approved'],
      ['PATCH', `/api/payrolls/${lakeside}`, { version: 1, memo: 'x' }],
      ['GET', `/api/payrolls/${lakeside}/register.csv`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, { as: 'employee', ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const company of [state.redwood, state.lakeside]) {
      const read = await call('GET', `/api/payrolls/${redwood}`, { company });
      expect(read.statusCode).toBe(404);
      const csv = await call('GET', `/api/payrolls/${redwood}/register.csv`, { company });
      expect(csv.statusCode).toBe(404);
    }
    const list = await call('GET', `/api/payrolls?companyId=${state.redwood}`);
    expect(list.statusCode).toBe(404);
  });

  it('refuses to terminate an employee in an open draft, naming it, unless told to take them out', async () => {
    const created = await offCycle({ reason: 'other', withholding: 'regular' });
    const { draftId } = created.json();
    const refused = await call('DELETE', `/api/employees/${state.ethan}`, {
      headers: { 'Termination-Date': '2026-11-30', 'Termination-Reason': 'resignation' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(draftId);
    const terminated = await call('DELETE', `/api/employees/${state.ethan}`, {
      headers: {
        'Termination-Date': '2026-11-30',
        'Termination-Reason': 'resignation',
        'Override-Current-Payroll': 'true',
      },
    });
    expect(terminated.statusCode, terminated.body).toBe(200);
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(draft.json().items).toEqual([]);
    expect(draft.json().summary.employees).toBe(0);
  });

  it('leaves no payroll and no stub when the commit dies inside its transaction', async () => {
    const employees = await employeesOf(state.lakeside);
    const created = await offCycle({ employeeIds: employees, reason: 'correction' });
    const { draftId, version } = created.json();
    await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: {
        version,
        lines: employees.map((employeeId) => ({ employeeId, bonusCents: 10_000 })),
      },
    });
    const services = createPayrollServices(state.harness.context, {
      accounts: noDepositAccounts,
      deposits: noDeposits,
      probe: {
        afterStubBatch: async () => {
          throw new Error('the process died');
        },
      },
    });
    const owner = (
      await state.harness.context.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'owner@paydesk.test')
        .executeTakeFirstOrThrow()
    ).id;
    const access = new Access(
      {
        userId: owner,
        employeeId: null,
        companyId: null,
        roles: ['platform:admin'],
        sessionId: null,
      },
      { ownedCompanyIds: async () => [], companyExists: async () => true },
    );
    await expect(services.commits.commit(access, state.lakeside, { draftId })).rejects.toThrow(
      'the process died',
    );
    const { db } = state.harness.context.database;
    expect(
      await db.selectFrom('payrolls').select('id').where('draft_id', '=', draftId).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('pay_stubs')
        .innerJoin('payrolls', 'payrolls.id', 'pay_stubs.payroll_id')
        .select('pay_stubs.id')
        .where('payrolls.draft_id', '=', draftId)
        .execute(),
    ).toEqual([]);
    // The draft is still open, and commits whole once nothing fails.
    const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    expect(committed.json().items).toHaveLength(employees.length);
  });
});
