import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type Line = {
  employeeId: string;
  paymentType: string;
  grossCents: number;
  earnings: { code: string; hours: number | null; rateCents: number | null; amountCents: number }[];
  timeOff?: { policyId: string; hours: number }[];
};
type Balance = {
  policyId: string;
  balanceHours: number;
  accruedYtdHours: number;
  usedYtdHours: number;
  approvedHours: number;
};

// Ethan Edwards is paid $23.50 an hour; Olivia Owens, the owner, a $95,000 salary. Lakeside's
// period of 14–27 November 2026 is paid on 4 December.
describe(`time off through payroll on ${testDatabaseKind()}`, () => {
  const { state, call } = payrollHarness({ paidBy: 'check' });
  const ids = { vacation: '', sick: '', olivia: '', ethanAsk: '', oliviaAsk: '' };
  const stubs = { ethan: '', olivia: '' };
  let payroll = { id: '', version: 0 };

  const balancesOf = async (employee: string): Promise<Map<string, Balance>> => {
    const answer = await call('GET', `/api/employees/${employee}/time-off`);
    expect(answer.statusCode, answer.body).toBe(200);
    return new Map(answer.json<{ items: Balance[] }>().items.map((b) => [b.policyId, b]));
  };

  const draftLines = async (periodEnd: string) => {
    const created = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId } = created.json<{ draftId: string }>();
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    return { draftId, ...draft.json<{ version: number; items: Line[] }>() };
  };

  it('sets up a vacation and a California-style sick policy, and approved requests', async () => {
    const policy = async (payload: Record<string, unknown>) => {
      const created = await call('POST', '/api/time-off-policies', { payload });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ id: string }>().id;
    };
    ids.vacation = await policy({
      name: 'Vacation',
      kind: 'vacation',
      accrual: { method: 'per_pay_period', hours: 4 },
      maxBalanceHours: 120,
    });
    ids.sick = await policy({
      name: 'Sick leave',
      kind: 'sick',
      accrual: { method: 'per_hour_worked', hours: 1, perHours: 30 },
      maxBalanceHours: 48,
      carryoverHours: 40,
    });
    ids.olivia = (
      await state.harness.context.database.db
        .selectFrom('employees')
        .select('id')
        .where('email', '=', 'owner@paydesk.test')
        .executeTakeFirstOrThrow()
    ).id;
    const assign = async (employee: string, policyId: string, startingBalanceHours: number) => {
      const assigned = await call('POST', `/api/employees/${employee}/time-off-policies`, {
        payload: { policyId, startingBalanceHours },
      });
      expect(assigned.statusCode, assigned.body).toBe(201);
    };
    await assign(state.ethan, ids.vacation, 20);
    await assign(state.ethan, ids.sick, 0);
    await assign(ids.olivia, ids.vacation, 40);

    const ask = async (as: 'employee' | 'owner', employeeId: string, hours: number) => {
      const asked = await call('POST', '/api/time-off-requests', {
        as,
        company: null,
        payload: {
          employeeId,
          policyId: ids.vacation,
          startDate: '2026-11-23',
          endDate: '2026-11-24',
          hours,
        },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const approved = await call('PATCH', `/api/time-off-requests/${asked.json().id}`, {
        company: null,
        payload: { version: 1, status: 'approved' },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      return asked.json<{ id: string }>().id;
    };
    ids.ethanAsk = await ask('employee', state.ethan, 16);
    ids.oliviaAsk = await ask('owner', ids.olivia, 8);
  });

  it('a new draft carries the approved hours: paid at the hourly rate, recorded on a salary', async () => {
    const draft = await draftLines('2026-11-27');
    const ethan = draft.items.find((line) => line.employeeId === state.ethan)!;
    expect(ethan.timeOff).toEqual([{ policyId: ids.vacation, hours: 16 }]);
    expect(ethan.earnings.find((earning) => earning.code === 'vacation')).toMatchObject({
      hours: 16,
      rateCents: 2_350,
      amountCents: 37_600,
    });
    const olivia = draft.items.find((line) => line.employeeId === ids.olivia)!;
    expect(olivia.timeOff).toEqual([{ policyId: ids.vacation, hours: 8 }]);
    expect(olivia.earnings.map((earning) => earning.code)).toEqual(['salary']);
    const others = draft.items.filter(
      (line) => ![state.ethan, ids.olivia].includes(line.employeeId),
    );
    for (const line of others) expect(line.timeOff ?? []).toEqual([]);

    // 64 hours worked besides the 16 of vacation: the vacation is paid on top of them.
    const updated = await call('PUT', `/api/payroll-drafts/${draft.draftId}`, {
      payload: { version: draft.version, lines: [{ employeeId: state.ethan, regularHours: 64 }] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const line = updated.json<{ lines: Line[] }>().lines[0]!;
    expect(line.grossCents).toBe(64 * 2_350 + 37_600);
    expect(line.timeOff).toEqual([{ policyId: ids.vacation, hours: 16 }]);

    const committed = await call('POST', '/api/payrolls', { payload: { draftId: draft.draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    const body = committed.json<{
      id: string;
      version: number;
      items: { employeeId: string; payStubId: string }[];
    }>();
    payroll = { id: body.id, version: body.version };
    stubs.ethan = body.items.find((item) => item.employeeId === state.ethan)!.payStubId;
    stubs.olivia = body.items.find((item) => item.employeeId === ids.olivia)!.payStubId;
  });

  it('committing uses the hours and accrues, and the stub shows each balance', async () => {
    const ethan = await balancesOf(state.ethan);
    // Vacation: 20 − 16 used + 4 for the period. Sick: 64 hours worked earn 64/30 = 2.13 hours.
    expect(ethan.get(ids.vacation)).toMatchObject({
      balanceHours: 8,
      usedYtdHours: 16,
      accruedYtdHours: 4,
      approvedHours: 0,
    });
    expect(ethan.get(ids.sick)).toMatchObject({ balanceHours: 2.13, accruedYtdHours: 2.13 });
    expect((await balancesOf(ids.olivia)).get(ids.vacation)).toMatchObject({ balanceHours: 36 });

    const stub = await call('GET', `/api/pay-stubs/${stubs.ethan}`, {
      as: 'employee',
      employee: state.ethan,
    });
    expect(stub.statusCode, stub.body).toBe(200);
    expect(stub.json().timeOff).toEqual([
      {
        policyId: ids.sick,
        name: 'Sick leave',
        kind: 'sick',
        usedHours: 0,
        accruedHours: 2.13,
        balanceHours: 2.13,
      },
      {
        policyId: ids.vacation,
        name: 'Vacation',
        kind: 'vacation',
        usedHours: 16,
        accruedHours: 4,
        balanceHours: 8,
      },
    ]);
    const pdf = await call('GET', `/api/pay-stubs/${stubs.ethan}/file`, {
      as: 'employee',
      employee: state.ethan,
      headers: { 'Accept-Language': 'zh' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const request = await call(
      'GET',
      `/api/time-off-requests?companyId=${state.lakeside}&employeeId=${state.ethan}`,
      { as: 'employee', company: null },
    );
    expect(request.json().items[0]).toMatchObject({ id: ids.ethanAsk, payStubId: stubs.ethan });
  });

  it('editing the approved payroll keeps its time off once, on its new stubs', async () => {
    const opened = await call('POST', '/api/payroll-drafts', {
      payload: { payrollId: payroll.id },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { draftId, version } = opened.json<{ draftId: string; version: number }>();
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    const line = draft.json<{ items: Line[] }>().items.find((l) => l.employeeId === state.ethan);
    expect(line?.timeOff).toEqual([{ policyId: ids.vacation, hours: 16 }]);
    const updated = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, lines: [{ employeeId: state.ethan, regularHours: 70 }] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const committed = await call('POST', '/api/payrolls', {
      payload: { draftId, payrollId: payroll.id },
    });
    expect(committed.statusCode, committed.body).toBe(201);
    const items = committed.json<{ items: { employeeId: string; payStubId: string }[] }>().items;
    stubs.ethan = items.find((item) => item.employeeId === state.ethan)!.payStubId;
    const ethan = await balancesOf(state.ethan);
    // Used once, not twice; sick leave now on 70 hours worked (70/30 = 2.33).
    expect(ethan.get(ids.vacation)).toMatchObject({ balanceHours: 8, usedYtdHours: 16 });
    expect(ethan.get(ids.sick)).toMatchObject({ balanceHours: 2.33 });
    const stub = await call('GET', `/api/pay-stubs/${stubs.ethan}`, { employee: state.ethan });
    expect(stub.json().timeOff[0]).toMatchObject({ accruedHours: 2.33, balanceHours: 2.33 });
  });

  it('voiding the stub restores the hours and takes back the accrual; the next draft pays them again', async () => {
    const voided = await call('DELETE', `/api/pay-stubs/${stubs.ethan}/payments`, {
      employee: state.ethan,
      headers: { 'Pay-Date': '2026-12-04' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    // The voided stub keeps what it showed.
    expect(voided.json().timeOff[1]).toMatchObject({ usedHours: 16, balanceHours: 8 });
    const ethan = await balancesOf(state.ethan);
    expect(ethan.get(ids.vacation)).toMatchObject({
      balanceHours: 20,
      usedYtdHours: 0,
      accruedYtdHours: 0,
      approvedHours: 16,
    });
    expect(ethan.get(ids.sick)).toMatchObject({ balanceHours: 0 });

    // Two open drafts of the next periods both carry the unpaid request; committing both
    // uses its hours once.
    const next = await draftLines('2026-12-11');
    const after = await draftLines('2026-12-25');
    for (const draft of [next, after]) {
      expect(draft.items.find((line) => line.employeeId === state.ethan)?.timeOff).toEqual([
        { policyId: ids.vacation, hours: 16 },
      ]);
      // Olivia's request was paid by the committed payroll: no draft pays it twice.
      expect(draft.items.find((line) => line.employeeId === ids.olivia)?.timeOff ?? []).toEqual([]);
    }
    for (const draft of [next, after]) {
      const committed = await call('POST', '/api/payrolls', {
        payload: { draftId: draft.draftId },
      });
      expect(committed.statusCode, committed.body).toBe(201);
    }
    // 20 − 16 once, and 4 by each of the two payrolls.
    expect((await balancesOf(state.ethan)).get(ids.vacation)).toMatchObject({
      balanceHours: 12,
      approvedHours: 0,
    });
  });

  it('cancelling the payroll restores every stub’s hours', async () => {
    const read = await call('GET', `/api/payrolls/${payroll.id}`);
    const cancelled = await call('PATCH', `/api/payrolls/${payroll.id}`, {
      payload: { version: read.json().version, status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Her 8 hours come back and the cancelled payroll's 4 go; the two later payrolls' 4 stay.
    expect((await balancesOf(ids.olivia)).get(ids.vacation)).toMatchObject({
      balanceHours: 40 + 4 + 4,
      approvedHours: 8,
    });
  });
});
