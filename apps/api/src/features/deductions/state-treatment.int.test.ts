import { beforeAll, describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type Tax = { code: string; jurisdiction?: { state?: string }; amountCents: number };
type Line = {
  employeeId: string;
  deductions: { kind: string; amountCents: number }[];
  employeeTaxes: Tax[];
};

/**
 * Pennsylvania taxes 401(k) deferrals; California and New Jersey tax HSA contributions. A
 * recurring deduction of that kind lowers the federal income tax of the line and leaves the
 * state's income tax as it was without it.
 */
const cases = [
  { state: 'PA', payload: { kind: '401k', percentage: 10 } },
  { state: 'NJ', payload: { kind: 'hsa', hsaCoverage: 'self_only', amountCents: 15_000 } },
  { state: 'CA', payload: { kind: 'hsa', hsaCoverage: 'family', amountCents: 15_000 } },
] as const;

describe(`each state's treatment of a recurring deduction on ${testDatabaseKind()}`, () => {
  const { state, call } = payrollHarness({ paidBy: 'check' });
  let james = '';

  beforeAll(async () => {
    james = (
      await state.harness.context.database.db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', state.lakeside)
        .where('first_name', '=', 'James')
        .executeTakeFirstOrThrow()
    ).id;
  });

  /** Opens the next regular draft, reads James's line, and deletes the draft again. */
  async function lineOfNextDraft(): Promise<Line> {
    const schedule = await call(
      'GET',
      `/api/pay-groups/${state.lakesideGroup}/payroll-schedules?from=2026-11-24`,
    );
    const period = (schedule.json().items as { periodEnd: string; status: string }[]).find(
      (item) => item.status === 'upcoming',
    );
    const created = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd: period?.periodEnd },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId } = created.json<{ draftId: string }>();
    const draft = await call('GET', `/api/payroll-drafts/${draftId}?pageSize=200`);
    const line = (draft.json().items as Line[]).find((item) => item.employeeId === james);
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);
    if (!line) throw new Error('James has no line.');
    return line;
  }

  const taxOf = (line: Line, code: string, stateCode?: string) =>
    line.employeeTaxes.find(
      (tax) =>
        tax.code === code && (stateCode === undefined || tax.jurisdiction?.state === stateCode),
    )?.amountCents;

  it.each(cases)(
    '$state keeps its income tax on the deduction',
    async ({ state: code, payload }) => {
      await state.harness.context.database.db
        .updateTable('employees')
        .set({ work_state: code, state_certificate: JSON.stringify({ code }) })
        .where('id', '=', james)
        .execute();
      const before = await lineOfNextDraft();
      const stateTax = taxOf(before, 'stateIncomeTax', code);
      expect(stateTax, JSON.stringify(before.employeeTaxes)).toBeGreaterThan(0);

      const added = await call('POST', `/api/employees/${james}/deductions`, {
        payload: { ...payload, startDate: '2026-01-01' },
      });
      expect(added.statusCode, added.body).toBe(201);
      const after = await lineOfNextDraft();
      expect(after.deductions).toEqual([
        expect.objectContaining({ kind: payload.kind, amountCents: expect.any(Number) }),
      ]);
      expect(after.deductions[0]?.amountCents).toBeGreaterThan(0);
      expect(taxOf(after, 'stateIncomeTax', code)).toBe(stateTax);
      expect(taxOf(after, 'federalIncomeTax')).toBeLessThan(taxOf(before, 'federalIncomeTax') ?? 0);
      // Ended today, before the next pay date: the next case starts without it.
      const ended = await call('DELETE', `/api/employees/${james}/deductions/${added.json().id}`);
      expect(ended.statusCode).toBe(200);
    },
  );
});
