import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type Problem = { code: string; detail: string; errors?: { path: string; message: string }[] };
type Payroll = { id: string; version: number; payDate: string };
type DraftLine = {
  employeeId: string;
  grossCents: number;
  netPayCents: number;
  employeeTaxes: { code: string; amountCents: number }[];
};

// Ethan Edwards is paid $23.50 an hour by direct deposit; the demo is pinned to 24 November 2026.
describe(`moving an approved payroll's pay date on ${testDatabaseKind()}`, () => {
  const { state, call, signInAgain } = payrollHarness({ paidBy: 'direct_deposit' });
  const db = () => state.harness.context.database.db;

  /** Commits an off-cycle run of Ethan alone: hours and a bonus, regular withholding. */
  async function commitOffCycle(payDate: string, period: [string, string]): Promise<Payroll> {
    const created = await call('POST', '/api/payroll-drafts', {
      payload: {
        payGroupId: state.lakesideGroup,
        offCycle: {
          reason: 'other',
          payDate,
          periodStart: period[0],
          periodEnd: period[1],
          employeeIds: [state.ethan],
          withholding: 'regular',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId, version } = created.json<{ draftId: string; version: number }>();
    const updated = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: {
        version,
        lines: [{ employeeId: state.ethan, regularHours: 30, bonusCents: 150_000 }],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    return committed.json<Payroll>();
  }

  const stubsOf = (payrollId: string) =>
    db()
      .selectFrom('pay_stubs')
      .select(['id', 'pay_date', 'gross_cents', 'net_pay_cents', 'employee_taxes_cents', 'details'])
      .where('payroll_id', '=', payrollId)
      .execute();

  const payrollRow = (payrollId: string) =>
    db()
      .selectFrom('payrolls')
      .select(['pay_date', 'version', 'status', 'net_pay_cents'])
      .where('id', '=', payrollId)
      .executeTakeFirstOrThrow();

  const entriesOf = (payrollId: string) =>
    db()
      .selectFrom('time_off_entries')
      .select(['kind', 'hundredths', 'effective_date'])
      .where('payroll_id', '=', payrollId)
      .execute();

  /** What an edit computes for the payroll now, on its pay date (the draft is then deleted). */
  async function freshLine(payrollId: string): Promise<DraftLine> {
    const opened = await call('POST', '/api/payroll-drafts', { payload: { payrollId } });
    expect(opened.statusCode, opened.body).toBe(201);
    const { draftId } = opened.json<{ draftId: string }>();
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);
    const [line] = draft.json<{ payDate: string; items: DraftLine[] }>().items;
    if (!line) throw new Error(`The edit draft has no line: ${draft.body}`);
    return line;
  }

  const patchPayDate = (payroll: Payroll, payDate: string) =>
    call('PATCH', `/api/payrolls/${payroll.id}`, {
      payload: { version: payroll.version, payDate },
    });

  it('gives Ethan a sick-leave policy that accrues on the hours worked', async () => {
    const created = await call('POST', '/api/time-off-policies', {
      payload: {
        name: 'Sick leave',
        kind: 'sick',
        accrual: { method: 'per_hour_worked', hours: 1, perHours: 30 },
        maxBalanceHours: 48,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const assigned = await call('POST', `/api/employees/${state.ethan}/time-off-policies`, {
      payload: { policyId: created.json<{ id: string }>().id, startingBalanceHours: 0 },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
  });

  it('refuses a move into another tax year, and changes nothing', async () => {
    const payroll = await commitOffCycle('2026-12-30', ['2026-12-14', '2026-12-27']);
    const before = { row: await payrollRow(payroll.id), stubs: await stubsOf(payroll.id) };
    const entries = await entriesOf(payroll.id);
    expect(entries).toEqual([{ kind: 'accrual', hundredths: 100, effective_date: '2026-12-30' }]);

    const refused = await patchPayDate(payroll, '2027-01-04');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    const problem = refused.json<Problem>();
    expect(problem.code).toBe('payroll.pay_date_other_tax_year');
    expect(problem.detail).toContain('W-2s and Forms 941');
    expect(problem.detail).toContain('cancel the payroll and run it again');
    expect(problem.errors).toEqual([
      expect.objectContaining({ path: 'payDate', message: 'must stay in 2026' }),
    ]);
    expect(await payrollRow(payroll.id)).toEqual(before.row);
    expect(await stubsOf(payroll.id)).toEqual(before.stubs);
    expect(await entriesOf(payroll.id)).toEqual(entries);

    // Nor can an edit of the payroll take it there.
    const opened = await call('POST', '/api/payroll-drafts', {
      payload: { payrollId: payroll.id },
    });
    const { draftId, version } = opened.json<{ draftId: string; version: number }>();
    const edit = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, payDate: '2027-01-04', lines: [] },
    });
    expect(edit.statusCode, edit.body).toBe(422);
    expect(edit.json<Problem>().code).toBe('payroll.pay_date_other_tax_year');
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(draft.json()).toMatchObject({ payDate: '2026-12-30', version });
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);

    const cancelled = await call('PATCH', `/api/payrolls/${payroll.id}`, {
      payload: { version: payroll.version, status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('moves within the year when no figure changes: stubs as computed afresh, time off moved', async () => {
    const payroll = await commitOffCycle('2026-12-11', ['2026-11-28', '2026-12-11']);
    const [stub] = await stubsOf(payroll.id);
    const moved = await patchPayDate(payroll, '2026-12-10');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Payroll>()).toMatchObject({ payDate: '2026-12-10', version: 2 });
    const [after] = await stubsOf(payroll.id);
    expect(after).toMatchObject({
      id: stub?.id,
      pay_date: '2026-12-10',
      net_pay_cents: stub?.net_pay_cents,
    });
    const fresh = await freshLine(payroll.id);
    expect([after?.gross_cents, after?.employee_taxes_cents, after?.net_pay_cents]).toEqual([
      fresh.grossCents,
      fresh.employeeTaxes.reduce((sum, tax) => sum + tax.amountCents, 0),
      fresh.netPayCents,
    ]);
    expect(await entriesOf(payroll.id)).toEqual([
      { kind: 'accrual', hundredths: 100, effective_date: '2026-12-10' },
    ]);
  });

  it('refuses a move past another payroll of the same employee: the year-to-date changes', async () => {
    const first = await commitOffCycle('2026-12-15', ['2026-11-28', '2026-12-11']);
    const second = await commitOffCycle('2026-12-16', ['2026-11-28', '2026-12-11']);
    const before = await stubsOf(first.id);
    const refused = await patchPayDate(first, '2026-12-17');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<Problem>().code).toBe('payroll.pay_date_changes_figures');
    expect(refused.json<Problem>().detail).toContain('Edit the payroll to change its pay date');
    expect(refused.json<Problem>().detail).toContain('year to date change');
    expect(await stubsOf(first.id)).toEqual(before);
    expect((await payrollRow(first.id)).pay_date).toBe('2026-12-15');
    expect(await entriesOf(first.id)).toEqual([
      expect.objectContaining({ effective_date: '2026-12-15' }),
    ]);
    for (const payroll of [first, second]) {
      const row = await payrollRow(payroll.id);
      await call('PATCH', `/api/payrolls/${payroll.id}`, {
        payload: { version: row.version, status: 'cancelled' },
      });
    }
  });

  it('still refuses a payroll whose money is in an ACH file', async () => {
    const payroll = await commitOffCycle('2026-12-18', ['2026-11-28', '2026-12-11']);
    const file = await call('POST', '/api/payments/ach/files', {
      payload: { payrolls: [payroll.id] },
    });
    expect(file.statusCode, file.body).toBe(201);
    const row = await payrollRow(payroll.id);
    const refused = await call('PATCH', `/api/payrolls/${payroll.id}`, {
      payload: { version: row.version, payDate: '2026-12-17' },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<Problem>().code).toBe('payroll.not_approved');
    expect((await stubsOf(payroll.id)).map((stub) => stub.pay_date)).toEqual(['2026-12-18']);
    expect(await entriesOf(payroll.id)).toEqual([
      expect.objectContaining({ effective_date: '2026-12-18' }),
    ]);
  });

  it('refuses a move across Georgia’s 11 May 2026 tables, and moves within them', async () => {
    // Back to Monday 4 May 2026, Ethan working in Georgia on the state's default certificate.
    state.harness.clock.advance(
      Date.parse('2026-05-04T12:00:00Z') - state.harness.clock.now().getTime(),
    );
    await signInAgain();
    await db()
      .updateTable('employees')
      .set({ work_state: 'GA', state_certificate: JSON.stringify({ code: 'GA' }) })
      .where('id', '=', state.ethan)
      .execute();
    const payroll = await commitOffCycle('2026-05-08', ['2026-04-25', '2026-05-08']);
    const before = await stubsOf(payroll.id);
    const georgiaTax = (details: string) =>
      (
        JSON.parse(details) as { employeeTaxes: { code: string; amountCents: number }[] }
      ).employeeTaxes.find((tax) => tax.code === 'stateIncomeTax')?.amountCents;
    expect(georgiaTax(before[0]?.details ?? '{}')).toBeGreaterThan(0);

    const refused = await patchPayDate(payroll, '2026-05-12');
    expect(refused.statusCode, refused.body).toBe(409);
    const problem = refused.json<Problem>();
    expect(problem.code).toBe('payroll.pay_date_changes_figures');
    expect(problem.detail).toContain('Paying on 2026-05-12 instead of 2026-05-08');
    expect(problem.detail).toMatch(/employee taxes \$[\d.]+ → \$[\d.]+/);
    expect(problem.errors?.[0]?.path).toBe('payDate');
    expect(await stubsOf(payroll.id)).toEqual(before);
    expect(await payrollRow(payroll.id)).toMatchObject({ pay_date: '2026-05-08', version: 1 });

    const moved = await patchPayDate(payroll, '2026-05-07');
    expect(moved.statusCode, moved.body).toBe(200);
    const [after] = await stubsOf(payroll.id);
    expect(after?.pay_date).toBe('2026-05-07');
    expect(georgiaTax(after?.details ?? '{}')).toBe(georgiaTax(before[0]?.details ?? '{}'));
    expect(await entriesOf(payroll.id)).toEqual([
      expect.objectContaining({ effective_date: '2026-05-07' }),
    ]);
  });
});
