import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { payrollHarness } from '../payroll.test-kit';

const { state, call } = payrollHarness();

type Amount = { code: string; amountCents: number; jurisdiction?: unknown };
type Line = {
  employeeId: string;
  regularHours: number;
  overtimeHours: number;
  grossCents: number;
  earnings: (Amount & { hours: number | null })[];
  employeeTaxes: Amount[];
  employerTaxes: Amount[];
};
type Draft = { version: number; items: Line[] };

const db = () => state.harness.context.database.db;

describe(`earnings entered by code on ${testDatabaseKind()}`, () => {
  let draftId = '';

  const draft = async () => {
    const answer = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Draft>();
  };
  const put = async (lines: Record<string, unknown>[]) =>
    call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version: (await draft()).version, lines },
    });
  const ethanOf = (lines: Line[]) => lines.find((line) => line.employeeId === state.ethan)!;

  it('refuses a time-off earning typed on a line with a 422, saving nothing', async () => {
    const created = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd: '2026-11-27' },
    });
    expect(created.statusCode, created.body).toBe(201);
    draftId = created.json<{ draftId: string }>().draftId;
    const before = await draft();

    const refused = await put([
      { employeeId: state.ethan, regularHours: 72, earnings: [{ code: 'vacation', hours: 8 }] },
    ]);
    expect(refused.statusCode, refused.body).toBe(422);
    const problem = refused.json<{ code: string; detail: string; errors: unknown[] }>();
    expect(problem.code).toBe('payroll_draft.earning_from_time_off');
    expect(problem.detail).toContain('approved time off');
    expect(problem.errors).toEqual([
      expect.objectContaining({
        code: 'payroll_draft.earning_from_time_off',
        path: `lines.${state.ethan}.earnings.0.code`,
      }),
    ]);
    const after = await draft();
    expect(after.version).toBe(before.version);
    expect(ethanOf(after.items).regularHours).toBe(0);
  });

  it('refuses hours for an amount earning, cents for an hours one, and an earning named twice', async () => {
    for (const line of [
      { employeeId: state.ethan, earnings: [{ code: 'commission', hours: 3 }] },
      { employeeId: state.ethan, earnings: [{ code: 'overtime', amountCents: 3_000 }] },
      { employeeId: state.ethan, regularHours: 80, earnings: [{ code: 'hourly', hours: 70 }] },
      { employeeId: state.ethan, earnings: [{ code: 'salaryBonus', amountCents: 1 }] },
    ]) {
      const refused = await put([line]);
      expect(refused.statusCode, JSON.stringify(line)).toBe(400);
    }
  });

  it('takes the draft fields and the earnings list together, by code', async () => {
    // Ethan earns $23.50 an hour: 80 hours, 2 overtime hours at $35.25 and $125.00 commission.
    const updated = await put([
      {
        employeeId: state.ethan,
        regularHours: 80,
        earnings: [
          { code: 'overtime', hours: 2 },
          { code: 'commission', amountCents: 12_500 },
        ],
      },
    ]);
    expect(updated.statusCode, updated.body).toBe(200);
    const ethan = ethanOf(updated.json<{ lines: Line[] }>().lines);
    expect(ethan).toMatchObject({ regularHours: 80, overtimeHours: 2 });
    expect(ethan.earnings.map((earning) => [earning.code, earning.amountCents])).toEqual([
      ['hourly', 188_000],
      ['overtime', 7_050],
      ['commission', 12_500],
    ]);
    expect(ethan.grossCents).toBe(188_000 + 7_050 + 12_500);

    // Zero takes an earning off; what the change leaves out keeps its value.
    const cleared = await put([{ employeeId: state.ethan, commissionCents: 0 }]);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const again = ethanOf(cleared.json<{ lines: Line[] }>().lines);
    expect(again.earnings.map((earning) => earning.code)).toEqual(['hourly', 'overtime']);
    expect(again.grossCents).toBe(188_000 + 7_050);
  });

  it('stores each tax line with its code and jurisdiction', async () => {
    const employee = await db()
      .selectFrom('employees')
      .select('work_state')
      .where('id', '=', state.ethan)
      .executeTakeFirstOrThrow();
    const row = await db()
      .selectFrom('payroll_draft_lines')
      .select('computed')
      .where('draft_id', '=', draftId)
      .where('employee_id', '=', state.ethan)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.computed) as { employeeTaxes: Amount[]; employerTaxes: Amount[] };
    const stateTax = stored.employeeTaxes.find((tax) => tax.code === 'stateIncomeTax');
    expect(stateTax?.jurisdiction).toEqual({ level: 'state', state: employee.work_state });
    expect(stored.employeeTaxes.find((tax) => tax.code === 'federalIncomeTax')).toBeDefined();
    const suta = stored.employerTaxes.find((tax) => tax.code === 'suta');
    expect(suta?.jurisdiction).toEqual({ level: 'state', state: employee.work_state });

    const answered = ethanOf((await draft()).items);
    expect(answered.employeeTaxes.find((tax) => tax.code === 'stateIncomeTax')).toMatchObject({
      jurisdiction: { level: 'state', state: employee.work_state },
      amountCents: stateTax?.amountCents,
    });
  });

  it('reads a line stored with one field per earning, and changes it by code', async () => {
    const legacy = {
      regularHours: 40,
      overtimeHours: 0,
      salaryCents: null,
      bonusCents: 10_000,
      commissionCents: 0,
      reimbursementCents: 0,
      deductions: [],
      memo: 'stored before earnings were a list',
    };
    await db()
      .updateTable('payroll_draft_lines')
      .set({ inputs: JSON.stringify(legacy), ready: 0 })
      .where('draft_id', '=', draftId)
      .where('employee_id', '=', state.ethan)
      .execute();
    const read = ethanOf((await draft()).items);
    expect(read).toMatchObject({ regularHours: 40, overtimeHours: 0 });
    expect(read.earnings.map((earning) => [earning.code, earning.amountCents])).toEqual([
      ['hourly', 94_000],
      ['bonus', 10_000],
    ]);

    const updated = await put([{ employeeId: state.ethan, overtimeHours: 1 }]);
    expect(updated.statusCode, updated.body).toBe(200);
    const ethan = ethanOf(updated.json<{ lines: Line[] }>().lines);
    expect(ethan.grossCents).toBe(94_000 + 3_525 + 10_000);
    const row = await db()
      .selectFrom('payroll_draft_lines')
      .select('inputs')
      .where('draft_id', '=', draftId)
      .where('employee_id', '=', state.ethan)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.inputs)).toEqual({
      earnings: [
        { code: 'hourly', hours: 40 },
        { code: 'overtime', hours: 1 },
        { code: 'bonus', amountCents: 10_000 },
      ],
      salaryCents: null,
      deductions: [],
      garnishments: [],
      memo: 'stored before earnings were a list',
    });
  });
});
