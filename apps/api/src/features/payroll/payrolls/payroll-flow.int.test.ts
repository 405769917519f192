import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { payrollHarness } from '../payroll.test-kit';

const { state, call } = payrollHarness();

type Line = { employeeId: string; paymentType: string; grossCents: number; netPayCents: number };

const newRegularDraft = async () => {
  const created = await call('POST', '/api/payroll-drafts', {
    payload: { payGroupId: state.lakesideGroup, periodEnd: '2026-11-27' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ draftId: string; version: number; summary: { employees: number } }>();
};

describe(`payroll drafts to payrolls on ${testDatabaseKind()}`, () => {
  it('runs the demo company’s next regular payroll: draft, hours, commit, schedule', async () => {
    const { draftId, summary } = await newRegularDraft();
    expect(summary.employees).toBeGreaterThan(1);

    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(draft.statusCode).toBe(200);
    const body = draft.json<{
      type: string;
      periodStart: string;
      payDate: string;
      readiness: unknown[];
      items: Line[];
      version: number;
    }>();
    expect(body).toMatchObject({
      type: 'regular',
      periodStart: '2026-11-14',
      payDate: '2026-12-04',
    });
    expect(body.readiness).toEqual([]);
    const ethan = body.items.find((line) => line.employeeId === state.ethan)!;
    expect(ethan).toMatchObject({ paymentType: 'hourly', grossCents: 0 });
    const salaried = body.items.find((line) => line.paymentType === 'salary')!;
    expect(salaried.grossCents).toBeGreaterThan(0);

    // Ethan earns $23.50 an hour: 80 hours and 2 overtime hours at $35.25.
    const updated = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: {
        version: body.version,
        lines: [{ employeeId: state.ethan, regularHours: 80, overtimeHours: 2 }],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const changed = updated.json<{
      version: number;
      lines: Line[];
      summary: { grossCents: number };
    }>();
    expect(changed.version).toBe(body.version + 1);
    expect(changed.lines).toHaveLength(1);
    expect(changed.lines[0]!.grossCents).toBe(188_000 + 7_050);

    const stale = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version: body.version, lines: [{ employeeId: state.ethan, regularHours: 1 }] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('payroll_draft.version_stale');

    const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    const payroll = committed.json<{
      id: string;
      status: string;
      summary: { employees: number; grossCents: number };
      items: { employeeId: string; grossCents: number; paymentStatus: string }[];
    }>();
    expect(payroll.status).toBe('approved');
    expect(payroll.summary).toMatchObject(changed.summary);
    expect(payroll.items).toHaveLength(payroll.summary.employees);
    expect(payroll.items.every((item) => item.paymentStatus === 'pending')).toBe(true);

    const again = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(payroll.id);

    const stubs = await state.harness.context.database.db
      .selectFrom('pay_stubs')
      .select(['employee_id', 'gross_cents', 'details'])
      .where('payroll_id', '=', payroll.id)
      .execute();
    expect(stubs).toHaveLength(payroll.summary.employees);
    const ethanStub = stubs.find((stub) => stub.employee_id === state.ethan)!;
    expect(Number(ethanStub.gross_cents)).toBe(195_050);
    expect(JSON.parse(ethanStub.details).ytd.grossCents).toBeGreaterThanOrEqual(195_050);

    const schedule = await call(
      'GET',
      `/api/pay-groups/${state.lakesideGroup}/payroll-schedules?from=2026-11-24`,
    );
    expect(schedule.json().items[0]).toMatchObject({
      periodEnd: '2026-11-27',
      status: 'approved',
      payrollId: payroll.id,
      draftId,
    });
    // A committed payroll locks the group's anchors.
    const group = await call('GET', `/api/pay-groups/${state.lakesideGroup}`);
    const patched = await call('PATCH', `/api/pay-groups/${state.lakesideGroup}`, {
      payload: { version: group.json().version, frequency: 'weekly' },
    });
    expect(patched.statusCode).toBe(409);

    // The period is paid: a second regular draft of it is refused, naming the payroll.
    const twice = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd: '2026-11-27' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toContain(payroll.id);
  });

  it('edits an approved payroll: the new draft replaces its content and stubs', async () => {
    const list = await call('GET', `/api/payrolls?companyId=${state.lakeside}&status=approved`);
    const payrollId = list.json().items[0].id as string;
    const before = await call('GET', `/api/payrolls/${payrollId}`);
    const oldStubs = before.json().items.map((item: { payStubId: string }) => item.payStubId);

    const created = await call('POST', '/api/payroll-drafts', { payload: { payrollId } });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId, version } = created.json();
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(draft.json()).toMatchObject({ payrollId, type: 'regular' });
    // What was entered comes back: Ethan's 80 + 2 hours.
    const ethanLine = draft.json().items.find((line: Line) => line.employeeId === state.ethan);
    expect(ethanLine).toMatchObject({ regularHours: 80, overtimeHours: 2, grossCents: 195_050 });

    await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: {
        version,
        lines: [{ employeeId: state.ethan, regularHours: 40, overtimeHours: 0 }],
      },
    });
    const mismatch = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(mismatch.statusCode).toBe(409);

    const edited = await call('POST', '/api/payrolls', { payload: { draftId, payrollId } });
    expect(edited.statusCode, edited.body).toBe(201);
    const after = edited.json();
    expect(after.id).toBe(payrollId);
    expect(after.version).toBe(before.json().version + 1);
    expect(after.items.find((item: Line) => item.employeeId === state.ethan).grossCents).toBe(
      94_000,
    );
    const newStubs = after.items.map((item: { payStubId: string }) => item.payStubId);
    expect(newStubs.filter((id: string) => oldStubs.includes(id))).toEqual([]);
    const kept = await state.harness.context.database.db
      .selectFrom('pay_stubs')
      .select('id')
      .where('payroll_id', '=', payrollId)
      .execute();
    expect(kept).toHaveLength(newStubs.length);
  });

  it('answers one payroll for two commits of the same draft at once', async () => {
    const created = await call('POST', '/api/payroll-drafts', {
      payload: {
        payGroupId: state.lakesideGroup,
        offCycle: {
          reason: 'bonus',
          payDate: '2026-12-11',
          periodStart: '2026-11-14',
          periodEnd: '2026-11-27',
          employeeIds: [state.ethan],
          withholding: 'supplemental',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId, version } = created.json();
    const bonus = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, lines: [{ employeeId: state.ethan, bonusCents: 100_000 }] },
    });
    const federal = bonus
      .json()
      .lines[0].employeeTaxes.find((tax: { code: string }) => tax.code === 'federalIncomeTax');
    expect(federal.amountCents).toBe(22_000);

    const [first, second] = await Promise.all([
      call('POST', '/api/payrolls', { payload: { draftId } }),
      call('POST', '/api/payrolls', { payload: { draftId } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const payrolls = await state.harness.context.database.db
      .selectFrom('payrolls')
      .select('id')
      .where('draft_id', '=', draftId)
      .execute();
    expect(payrolls).toHaveLength(1);
  });

  it('cancels an approved payroll, sets memo and pay date by version, and then refuses changes', async () => {
    const list = await call('GET', `/api/payrolls?companyId=${state.lakeside}&status=approved`);
    const target = list.json().items.find((item: { type: string }) => item.type === 'off_cycle');
    const memo = await call('PATCH', `/api/payrolls/${target.id}`, {
      payload: { version: target.version, memo: 'Holiday bonus' },
    });
    expect(memo.statusCode, memo.body).toBe(200);
    expect(memo.json()).toMatchObject({ memo: 'Holiday bonus', version: target.version + 1 });
    const stale = await call('PATCH', `/api/payrolls/${target.id}`, {
      payload: { version: target.version, payDate: '2026-12-10' },
    });
    expect(stale.statusCode).toBe(409);
    const moved = await call('PATCH', `/api/payrolls/${target.id}`, {
      payload: { version: target.version + 1, payDate: '2026-12-10' },
    });
    expect(moved.json().payDate).toBe('2026-12-10');
    const stubDates = await state.harness.context.database.db
      .selectFrom('pay_stubs')
      .select('pay_date')
      .where('payroll_id', '=', target.id)
      .execute();
    expect(stubDates.map((stub) => stub.pay_date)).toEqual(['2026-12-10']);
    const cancelled = await call('PATCH', `/api/payrolls/${target.id}`, {
      payload: { version: target.version + 2, status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(
      cancelled.json().items.map((item: { paymentStatus: string }) => item.paymentStatus),
    ).toEqual(['voided']);
    const late = await call('PATCH', `/api/payrolls/${target.id}`, {
      payload: { version: target.version + 3, memo: 'too late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('payroll.not_approved');
    const both = await call('PATCH', `/api/payrolls/${target.id}`, {
      payload: { version: 1, memo: 'a', payDate: '2026-12-10' },
    });
    expect(both.statusCode).toBe(400);
    const audit = await state.harness.context.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', target.id)
      .execute();
    expect(audit.map((event) => event.action).sort()).toEqual([
      'payroll.cancelled',
      'payroll.committed',
      'payroll.updated',
      'payroll.updated',
    ]);
  });
});
