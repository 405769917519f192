import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type Request = { id: string; status: string; version: number; employeeId: string; hours: number };

describe(`time-off policies, balances and requests on ${testDatabaseKind()}`, () => {
  const { state, call } = payrollHarness({ paidBy: 'check' });
  const ids = { vacation: '', sick: '', olivia: '', ethanAsk: '', oliviaAsk: '' };

  it('owners add policies; an employee may read them but not add one', async () => {
    const vacation = await call('POST', '/api/time-off-policies', {
      payload: {
        name: 'Vacation',
        kind: 'vacation',
        accrual: { method: 'per_pay_period', hours: 4 },
        maxBalanceHours: 120,
        carryoverHours: 40,
      },
    });
    expect(vacation.statusCode, vacation.body).toBe(201);
    expect(vacation.json()).toMatchObject({
      kind: 'vacation',
      accrual: { method: 'per_pay_period', hours: 4, perHours: null },
      maxBalanceHours: 120,
      carryoverHours: 40,
      waitingDays: 0,
      allowNegative: false,
      version: 1,
    });
    ids.vacation = vacation.json().id;
    const sick = await call('POST', '/api/time-off-policies', {
      payload: {
        name: 'Sick leave',
        kind: 'sick',
        accrual: { method: 'per_hour_worked', hours: 1, perHours: 30 },
        maxBalanceHours: 48,
        waitingDays: 90,
      },
    });
    expect(sick.statusCode, sick.body).toBe(201);
    ids.sick = sick.json().id;

    const noPer = await call('POST', '/api/time-off-policies', {
      payload: { name: 'Broken', kind: 'sick', accrual: { method: 'per_hour_worked', hours: 1 } },
    });
    expect(noPer.statusCode).toBe(400);
    expect(noPer.json().errors[0].path).toContain('perHours');

    const byEmployee = await call('POST', '/api/time-off-policies', {
      as: 'employee',
      payload: { name: 'Mine', kind: 'vacation', accrual: { method: 'annual_grant', hours: 400 } },
    });
    expect(byEmployee.statusCode).toBe(403);
    const listed = await call('GET', '/api/time-off-policies', { as: 'employee' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((p: { name: string }) => p.name)).toEqual([
      'Sick leave',
      'Vacation',
    ]);
    const elsewhere = await call('GET', '/api/time-off-policies', { company: state.redwood });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('changes a policy at the version read, and refuses a stale one', async () => {
    const changed = await call('PATCH', `/api/time-off-policies/${ids.vacation}`, {
      payload: { version: 1, allowNegative: false, carryoverHours: 40 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().version).toBe(2);
    const stale = await call('PATCH', `/api/time-off-policies/${ids.vacation}`, {
      payload: { version: 1, name: 'Holidays' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('time_off.policy_version_stale');
  });

  it('assigns employees with a starting balance, once', async () => {
    const { db } = state.harness.context.database;
    ids.olivia = (
      await db
        .selectFrom('employees')
        .select('id')
        .where('email', '=', 'owner@paydesk.test')
        .executeTakeFirstOrThrow()
    ).id;
    const assign = (
      employee: string,
      payload: Record<string, unknown>,
      as: 'owner' | 'employee' = 'owner',
    ) => call('POST', `/api/employees/${employee}/time-off-policies`, { as, payload });
    const first = await assign(state.ethan, { policyId: ids.vacation, startingBalanceHours: 20 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ employeeId: state.ethan, startingBalanceHours: 20 });
    expect((await assign(state.ethan, { policyId: ids.sick })).statusCode).toBe(201);
    expect(
      (await assign(ids.olivia, { policyId: ids.vacation, startingBalanceHours: 8 })).statusCode,
    ).toBe(201);
    const again = await assign(state.ethan, { policyId: ids.vacation });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('time_off.already_assigned');
    expect((await assign(state.ethan, { policyId: ids.sick }, 'employee')).statusCode).toBe(404);

    const balances = await call('GET', `/api/employees/${state.ethan}/time-off`, {
      as: 'employee',
    });
    expect(balances.statusCode, balances.body).toBe(200);
    expect(balances.json().items).toEqual([
      expect.objectContaining({ policyId: ids.sick, balanceHours: 0, pendingHours: 0 }),
      expect.objectContaining({
        policyId: ids.vacation,
        name: 'Vacation',
        balanceHours: 20,
        accruedYtdHours: 0,
        usedYtdHours: 0,
        pendingHours: 0,
        availableHours: 20,
      }),
    ]);
  });

  it('an employee asks for themself; above the available balance is a 409', async () => {
    const ask = (
      payload: Record<string, unknown>,
      as: 'owner' | 'employee' = 'employee',
      language = 'fr',
    ) =>
      call('POST', '/api/time-off-requests', {
        as,
        company: null,
        payload,
        headers: { 'Accept-Language': language },
      });
    const tooMuch = await ask({
      employeeId: state.ethan,
      policyId: ids.vacation,
      startDate: '2026-11-30',
      endDate: '2026-12-02',
      hours: 24,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'time_off.balance_exceeded' });
    expect(tooMuch.json().detail).toContain('20 h');

    const asked = await ask({
      employeeId: state.ethan,
      policyId: ids.vacation,
      startDate: '2026-11-23',
      endDate: '2026-11-24',
      hours: 16,
      note: 'Family visit',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      status: 'pending',
      hours: 16,
      note: 'Family visit',
      version: 1,
    });
    ids.ethanAsk = asked.json().id;

    // 16 of the 20 hours are pending: 8 more do not fit.
    const second = await ask({
      employeeId: state.ethan,
      policyId: ids.vacation,
      startDate: '2026-12-07',
      endDate: '2026-12-07',
      hours: 8,
    });
    expect(second.statusCode).toBe(409);

    const forSomeoneElse = await ask({
      employeeId: ids.olivia,
      policyId: ids.vacation,
      startDate: '2026-12-07',
      endDate: '2026-12-07',
      hours: 4,
    });
    expect(forSomeoneElse.statusCode).toBe(404);
    const notAssigned = await ask({
      employeeId: state.ethan,
      policyId: ids.vacation.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      startDate: '2026-12-07',
      endDate: '2026-12-07',
      hours: 4,
    });
    expect(notAssigned.statusCode).toBe(409);
    expect(notAssigned.json().code).toBe('time_off.not_assigned');

    const olivias = await ask(
      {
        employeeId: ids.olivia,
        policyId: ids.vacation,
        startDate: '2026-12-21',
        endDate: '2026-12-21',
        hours: 8,
      },
      'owner',
      'en',
    );
    expect(olivias.statusCode, olivias.body).toBe(201);
    ids.oliviaAsk = olivias.json().id;
  });

  it('an employee sees only their own requests and balances, and cannot decide', async () => {
    const mine = await call('GET', `/api/time-off-requests?companyId=${state.lakeside}`, {
      as: 'employee',
      company: null,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items.map((r: Request) => r.employeeId)).toEqual([state.ethan]);
    const theirs = await call(
      'GET',
      `/api/time-off-requests?companyId=${state.lakeside}&employeeId=${ids.olivia}`,
      { as: 'employee', company: null },
    );
    expect(theirs.statusCode).toBe(404);
    const otherCompany = await call('GET', `/api/time-off-requests?companyId=${state.redwood}`, {
      as: 'employee',
      company: null,
    });
    expect(otherCompany.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/employees/${ids.olivia}/time-off`, { as: 'employee' })).statusCode,
    ).toBe(404);

    const approveOwn = await call('PATCH', `/api/time-off-requests/${ids.ethanAsk}`, {
      as: 'employee',
      company: null,
      payload: { version: 1, status: 'approved' },
    });
    expect(approveOwn.statusCode).toBe(403);
    expect(approveOwn.json().code).toBe('time_off.decision_forbidden');
    const cancelOthers = await call('PATCH', `/api/time-off-requests/${ids.oliviaAsk}`, {
      as: 'employee',
      company: null,
      payload: { version: 1, status: 'cancelled' },
    });
    expect(cancelOthers.statusCode).toBe(404);

    const inbox = await call(
      'GET',
      `/api/time-off-requests?companyId=${state.lakeside}&status=pending`,
      {
        company: null,
      },
    );
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().totalItems).toBe(2);
  });

  it('owners approve and deny with a reason, mailed in the language asked in; stale versions are refused', async () => {
    const stale = await call('PATCH', `/api/time-off-requests/${ids.ethanAsk}`, {
      company: null,
      payload: { version: 7, status: 'approved' },
    });
    expect(stale.statusCode).toBe(409);
    const approved = await call('PATCH', `/api/time-off-requests/${ids.ethanAsk}`, {
      company: null,
      payload: { version: 1, status: 'approved', note: 'Enjoy' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decisionNote: 'Enjoy',
      version: 2,
    });
    const denied = await call('PATCH', `/api/time-off-requests/${ids.oliviaAsk}`, {
      company: null,
      payload: { version: 1, status: 'denied', note: 'Inventory week' },
    });
    expect(denied.statusCode, denied.body).toBe(200);
    const again = await call('PATCH', `/api/time-off-requests/${ids.oliviaAsk}`, {
      company: null,
      payload: { version: 2, status: 'approved' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('time_off.request_not_pending');

    const mails = await state.harness.context.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'body_text'])
      .where('recipient', 'in', ['employee@paydesk.test', 'owner@paydesk.test'])
      .execute();
    const toEthan = mails.find((mail) => mail.recipient === 'employee@paydesk.test');
    expect(toEthan?.subject).toBe('Votre demande de congé a été acceptée');
    expect(toEthan?.body_text).toContain('Motif : Enjoy');
    const toOlivia = mails.find((mail) => mail.recipient === 'owner@paydesk.test');
    expect(toOlivia?.subject).toBe('Your time-off request was denied');
    expect(toOlivia?.body_text).toContain('Reason: Inventory week');

    const balances = await call('GET', `/api/employees/${state.ethan}/time-off`);
    expect(balances.json().items[1]).toMatchObject({
      balanceHours: 20,
      pendingHours: 0,
      approvedHours: 16,
      availableHours: 4,
    });
  });

  it('the employee cancels their own pending request, once', async () => {
    const asked = await call('POST', '/api/time-off-requests', {
      as: 'employee',
      company: null,
      payload: {
        employeeId: state.ethan,
        policyId: ids.vacation,
        startDate: '2026-12-28',
        endDate: '2026-12-28',
        hours: 4,
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const cancel = (version: number) =>
      call('PATCH', `/api/time-off-requests/${asked.json().id}`, {
        as: 'employee',
        company: null,
        payload: { version, status: 'cancelled' },
      });
    const cancelled = await cancel(1);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await cancel(2)).statusCode).toBe(409);
  });
});
