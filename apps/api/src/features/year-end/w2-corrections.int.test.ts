import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitBonus } = payrollHarness({ paidBy: 'check' });

type Boxes = Record<'1' | '2' | '3' | '4' | '5' | '6' | '10', number>;
type Change = { box: string; beforeCents: number; afterCents: number };
type Correction = { before: Boxes; changes: Change[] };
type W2s = {
  items: { employeeId: string; boxes: Boxes; changedSincePublishing: Correction | null }[];
  withdrawnSincePublishing: { employeeId: string; name: string; correction: Correction }[];
};

const w2s = async () => {
  const answer = await call('GET', `/api/companies/${state.lakeside}/w2?year=2026`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<W2s>();
};

/** Voids the employee's payment of a committed payroll, as the pay-stubs feature does it. */
async function voidPayment(payrollId: string, employeeId: string, payDate: string) {
  const payroll = (await call('GET', `/api/payrolls/${payrollId}`)).json<{
    items: { employeeId: string; payStubId: string }[];
  }>();
  const stub = payroll.items.find((item) => item.employeeId === employeeId)?.payStubId;
  const voiding = await call('DELETE', `/api/pay-stubs/${stub}/payments`, {
    employee: employeeId,
    headers: { 'Pay-Date': payDate },
  });
  expect(voiding.statusCode, voiding.body).toBe(200);
}

describe(`W-2 corrections after publishing on ${testDatabaseKind()}`, () => {
  it('keeps the boxes as published and names each box a voided stub changed, before and after', async () => {
    const { db } = state.harness.context.database;
    const other = (
      await db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', state.lakeside)
        .where('id', '<>', state.ethan)
        .where('status', '=', 'active')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const both = await commitBonus({
      employeeIds: [state.ethan, other],
      bonusCents: 180_000,
      payDate: '2026-12-11',
    });
    const ethansOwn = await commitBonus({
      employeeIds: [state.ethan],
      bonusCents: 250_000,
      payDate: '2026-12-18',
    });
    const unpublished = await w2s();
    expect(unpublished.items.map((item) => item.changedSincePublishing)).toEqual([null, null]);
    expect(unpublished.withdrawnSincePublishing).toEqual([]);

    const published = await call('POST', `/api/companies/${state.lakeside}/w2/publish`, {
      payload: { year: 2026 },
    });
    expect(published.statusCode, published.body).toBe(200);
    const asPublished = await w2s();
    expect(asPublished.items.map((item) => item.changedSincePublishing)).toEqual([null, null]);
    const ethanBefore = asPublished.items.find((item) => item.employeeId === state.ethan);
    const otherBefore = asPublished.items.find((item) => item.employeeId === other);

    await voidPayment(ethansOwn, state.ethan, '2026-12-18');
    await voidPayment(both, other, '2026-12-11');
    const corrected = await w2s();

    const ethan = corrected.items.find((item) => item.employeeId === state.ethan);
    const change = ethan?.changedSincePublishing;
    expect(change?.before['1']).toBe(ethanBefore?.boxes['1']);
    const boxOne = change?.changes.find((c) => c.box === '1');
    expect(boxOne).toEqual({
      box: '1',
      beforeCents: ethanBefore?.boxes['1'],
      afterCents: ethan?.boxes['1'],
    });
    expect((boxOne?.beforeCents ?? 0) - (boxOne?.afterCents ?? 0)).toBe(250_000);
    // Every change is a real difference between the published and today's figures.
    for (const c of change?.changes ?? []) expect(c.beforeCents).not.toBe(c.afterCents);
    for (const box of ['1', '2', '3', '4', '5', '6'] as const) {
      const moved = change?.changes.find((c) => c.box === box);
      if (ethanBefore?.boxes[box] === ethan?.boxes[box]) expect(moved).toBeUndefined();
      else expect(moved?.afterCents).toBe(ethan?.boxes[box]);
    }

    // The other employee's only stub was voided: no W-2 any more, the published one withdrawn.
    expect(corrected.items.map((item) => item.employeeId)).toEqual([state.ethan]);
    const withdrawn = corrected.withdrawnSincePublishing;
    expect(withdrawn.map((w) => w.employeeId)).toEqual([other]);
    expect(withdrawn[0]?.name).toContain(',');
    expect(withdrawn[0]?.correction.before['1']).toBe(otherBefore?.boxes['1']);
    expect(withdrawn[0]?.correction.changes.find((c) => c.box === '1')).toEqual({
      box: '1',
      beforeCents: otherBefore?.boxes['1'],
      afterCents: 0,
    });
    const rows = await db
      .selectFrom('w2_published_boxes')
      .select('employee_id')
      .where('company_id', '=', state.lakeside)
      .execute();
    expect(rows.map((row) => row.employee_id).sort()).toEqual([state.ethan, other].sort());
  });
});
