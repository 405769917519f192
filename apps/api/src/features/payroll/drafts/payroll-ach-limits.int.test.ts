import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

// Paid by direct deposit, as the ACH limits concern the deposits.
const { state, call } = payrollHarness({ paidBy: 'direct_deposit' });

/** The most the inputs take: 10 digits of cents each. */
const MAX_INPUT = 9_999_999_999;

type Problem = {
  code: string;
  detail: string;
  errors: { code: string; path: string; message: string }[];
};

/** An off-cycle bonus draft of the bakery's people; answers its id and version. */
async function bonusDraft(employeeIds: string[]) {
  const created = await call('POST', '/api/payroll-drafts', {
    payload: {
      payGroupId: state.lakesideGroup,
      offCycle: {
        reason: 'bonus',
        payDate: '2026-12-11',
        periodStart: '2026-11-14',
        periodEnd: '2026-11-27',
        employeeIds,
        withholding: 'supplemental',
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ draftId: string; version: number }>();
}

const update = (draftId: string, version: number, lines: Record<string, unknown>[]) =>
  call('PUT', `/api/payroll-drafts/${draftId}`, { payload: { version, lines } });

const setPaymentMethod = (employeeId: string, method: 'check' | 'direct_deposit') =>
  state.harness.context.database.db
    .updateTable('employees')
    .set({ payment_method: method })
    .where('id', '=', employeeId)
    .execute();

/** A net pay of about $216 million: two taxed inputs at their most, and a reimbursement. */
const hugeLine = (employeeId: string) => ({
  employeeId,
  bonusCents: MAX_INPUT,
  commissionCents: MAX_INPUT,
  reimbursementCents: MAX_INPUT,
});

describe(`payroll amounts an ACH file can carry, on ${testDatabaseKind()}`, () => {
  it('refuses a line whose net pay is over one ACH entry, naming it, and saves nothing', async () => {
    const { draftId, version } = await bonusDraft([state.ethan]);
    const refused = await update(draftId, version, [hugeLine(state.ethan)]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    const problem = refused.json<Problem>();
    expect(problem.code).toBe('payroll.amount_too_large');
    expect(problem.errors).toEqual([
      {
        code: 'payroll.amount_too_large',
        path: `lines.${state.ethan}.netPayCents`,
        message: expect.stringMatching(
          /^Ethan .*: The net pay of \$2\d\d,\d{3},\d{3}\.\d\d is more/,
        ),
      },
    ]);
    expect(problem.detail).toContain('$99,999,999.99');
    const draft = (await call('GET', `/api/payroll-drafts/${draftId}`)).json();
    expect(draft.version).toBe(version);
    expect(draft.items[0]).toMatchObject({ employeeId: state.ethan, netPayCents: 0 });
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);
  });

  it("refuses the change that takes a payroll's deposits over its one balancing debit", async () => {
    const [other] = (
      await state.harness.context.database.db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', state.lakeside)
        .where('status', '=', 'active')
        .where('onboarding_complete', '=', 1)
        .where('id', '!=', state.ethan)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    expect(other, 'a second bakery employee').toBeDefined();
    const { draftId, version } = await bonusDraft([state.ethan, other!]);
    // About $55 million each: either fits one entry, both do not fit one debit.
    const first = await update(draftId, version, [
      { employeeId: state.ethan, bonusCents: MAX_INPUT },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await update(draftId, first.json().version, [
      { employeeId: other, bonusCents: MAX_INPUT },
    ]);
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json<Problem>().errors).toEqual([
      expect.objectContaining({
        code: 'payroll.amount_too_large',
        path: `lines.${other}.netPayCents`,
      }),
    ]);
    // Lowering a line is always saved.
    const lowered = await update(draftId, first.json().version, [
      { employeeId: state.ethan, bonusCents: 100_000 },
    ]);
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);
  });

  it('lets a check carry it, but refuses the commit once the person is paid by deposit', async () => {
    await setPaymentMethod(state.ethan, 'check');
    const { draftId, version } = await bonusDraft([state.ethan]);
    const saved = await update(draftId, version, [hugeLine(state.ethan)]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().readiness).toEqual([]);

    // Switched to direct deposit after the line was computed: the commit computes it again.
    await setPaymentMethod(state.ethan, 'direct_deposit');
    const refused = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<Problem>().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'payroll.amount_too_large',
          path: `lines.${state.ethan}.netPayCents`,
          message: expect.stringContaining('Ethan'),
        }),
        expect.objectContaining({ code: 'payroll.amount_too_large', path: 'lines' }),
      ]),
    );
    const written = await state.harness.context.database.db
      .selectFrom('payrolls')
      .select('id')
      .where('draft_id', '=', draftId)
      .execute();
    expect(written).toEqual([]);
    // Paid by check again, the same payroll commits: a check has no ACH limit.
    await setPaymentMethod(state.ethan, 'check');
    const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    expect(committed.json().summary.netPayCents).toBeGreaterThan(MAX_INPUT);
    await setPaymentMethod(state.ethan, 'direct_deposit');
  });
});
