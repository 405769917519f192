import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { payStubsHarness } from './pay-stubs.test-kit';

const { state, call, commitBonus, stubIdOf, colleaguesOf } = payStubsHarness();

type Summary = {
  employees: number;
  grossCents: number;
  employeeTaxesCents: number;
  employerTaxesCents: number;
  deductionsCents: number;
  reimbursementsCents: number;
  netPayCents: number;
  cashRequirementCents: number;
};
type Payroll = {
  id: string;
  version: number;
  status: string;
  summary: Summary;
  items: { employeeId: string; payStubId: string; paymentStatus: string }[];
};
type Tax = { code: string; amountCents: number };

const payrollOf = async (id: string) => (await call('GET', `/api/payrolls/${id}`)).json<Payroll>();

const socialSecurity = (taxes: Tax[]) =>
  taxes.find((tax) => tax.code === 'socialSecurity')?.amountCents;

describe(`voiding a payment on ${testDatabaseKind()}`, () => {
  let people: string[] = [];
  const voidOf = (id: string, employee: string, payDate: string) =>
    call('DELETE', `/api/pay-stubs/${id}/payments`, { employee, headers: { 'Pay-Date': payDate } });

  beforeAll(async () => {
    people = await colleaguesOf(state.lakeside, [state.ethan]);
  });

  it('takes the payment out of the approved payroll: stub, summary, payment status, audit', async () => {
    const [alice = '', bob = ''] = people;
    const payrollId = await commitBonus({
      employeeIds: [alice, bob],
      bonusCents: 120_000,
      payDate: '2026-12-04',
    });
    const stubId = await stubIdOf(payrollId, alice);
    const before = await payrollOf(payrollId);
    const stub = (await call('GET', `/api/pay-stubs/${stubId}`, { employee: alice })).json();

    const wrongDate = await voidOf(stubId, alice, '2026-12-05');
    expect(wrongDate.statusCode).toBe(409);
    expect(wrongDate.json().code).toBe('pay_stub.pay_date_mismatch');
    expect(wrongDate.json().detail).toContain('2026-12-04');
    const noDate = await call('DELETE', `/api/pay-stubs/${stubId}/payments`, { employee: alice });
    expect(noDate.statusCode).toBe(400);
    expect(await payrollOf(payrollId)).toEqual(before);

    const voided = await voidOf(stubId, alice, '2026-12-04');
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      id: stubId,
      status: 'voided',
      paymentStatus: 'voided',
      voidedAt: '2026-11-24T12:00:00.000Z',
    });

    const after = await payrollOf(payrollId);
    expect(after.version).toBe(before.version + 1);
    expect(after.status).toBe('approved');
    const cash =
      stub.netPayCents +
      stub.employeeTaxesCents +
      stub.employerTaxesCents +
      stub.deductionsCents +
      stub.reimbursementsCents;
    expect(after.summary).toEqual({
      employees: before.summary.employees - 1,
      grossCents: before.summary.grossCents - stub.grossCents,
      employeeTaxesCents: before.summary.employeeTaxesCents - stub.employeeTaxesCents,
      employerTaxesCents: before.summary.employerTaxesCents - stub.employerTaxesCents,
      deductionsCents: before.summary.deductionsCents - stub.deductionsCents,
      // A bonus with no deductions has no employer contributions to take off.
      employerContributionsCents: 0,
      reimbursementsCents: before.summary.reimbursementsCents - stub.reimbursementsCents,
      netPayCents: before.summary.netPayCents - stub.netPayCents,
      cashRequirementCents: before.summary.cashRequirementCents - cash,
    });
    expect(after.items.find((item) => item.employeeId === alice)?.paymentStatus).toBe('voided');
    expect(after.items.find((item) => item.employeeId === bob)?.paymentStatus).toBe('pending');

    const list = await call('GET', `/api/pay-stubs?employeeId=${alice}`);
    expect(list.json().items[0]).toMatchObject({ id: stubId, status: 'voided' });
    const audit = await state.harness.context.database.db
      .selectFrom('audit_events')
      .select(['action', 'company_id'])
      .where('entity_id', '=', stubId)
      .execute();
    expect(audit).toEqual([{ action: 'pay_stub.voided', company_id: state.lakeside }]);

    const twice = await voidOf(stubId, alice, '2026-12-04');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('pay_stub.not_voidable');
    expect((await payrollOf(payrollId)).summary).toEqual(after.summary);

    // The PDF of a voided stub says so across the page.
    const file = await call('GET', `/api/pay-stubs/${stubId}/file`, { employee: alice });
    expect(file.statusCode).toBe(200);
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('VOID');
  });

  it('refuses once the money is in an ACH file, saying it has gone to the bank', async () => {
    const [, , carol = ''] = people;
    const payrollId = await commitBonus({
      employeeIds: [carol],
      bonusCents: 30_000,
      payDate: '2026-12-04',
    });
    const stubId = await stubIdOf(payrollId, carol);
    const { db } = state.harness.context.database;
    await db
      .updateTable('payrolls')
      .set({ ach_file_id: 'ach-file-1' })
      .where('id', '=', payrollId)
      .execute();
    const before = await payrollOf(payrollId);
    const refused = await voidOf(stubId, carol, '2026-12-04');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('pay_stub.sent_to_bank');
    expect(refused.json().detail).toContain('gone to the bank');
    expect(await payrollOf(payrollId)).toEqual(before);

    await db
      .updateTable('payrolls')
      .set({ ach_file_id: null, status: 'processing' })
      .where('id', '=', payrollId)
      .execute();
    const processing = await voidOf(stubId, carol, '2026-12-04');
    expect(processing.statusCode).toBe(409);
    expect(processing.json().code).toBe('pay_stub.sent_to_bank');
    const stub = (await call('GET', `/api/pay-stubs/${stubId}`, { employee: carol })).json();
    expect(stub).toMatchObject({ status: 'issued', paymentStatus: 'pending' });
  });

  it('refuses a payment of a cancelled payroll', async () => {
    const [, , , dave = ''] = people;
    const payrollId = await commitBonus({
      employeeIds: [dave],
      bonusCents: 20_000,
      payDate: '2026-12-04',
    });
    const stubId = await stubIdOf(payrollId, dave);
    const { version } = await payrollOf(payrollId);
    const cancelled = await call('PATCH', `/api/payrolls/${payrollId}`, {
      payload: { version, status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await voidOf(stubId, dave, '2026-12-04');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('pay_stub.not_voidable');
    expect(refused.json().detail).toContain('cancelled');
  });

  it('leaves a voided payment out of later year-to-date figures and later taxes', async () => {
    // Near the 2026 social security wage base ($184,500): a $180,000 bonus leaves $4,500 of it.
    const [, , , , erin = ''] = people;
    const bigId = await commitBonus({
      employeeIds: [erin],
      bonusCents: 18_000_000,
      payDate: '2026-12-04',
    });
    const bigStub = await stubIdOf(bigId, erin);

    // A later bonus already paid: its year to date holds the big one until it is voided.
    const laterId = await commitBonus({
      employeeIds: [erin],
      bonusCents: 100_000,
      payDate: '2026-12-11',
    });
    const laterStub = await stubIdOf(laterId, erin);
    const laterBefore = (
      await call('GET', `/api/pay-stubs/${laterStub}`, { employee: erin })
    ).json();
    expect(laterBefore.ytd.grossCents).toBe(18_100_000);
    // $1,000 under the $4,500 left of the wage base: taxed whole.
    expect(socialSecurity(laterBefore.employeeTaxes)).toBe(6_200);

    // A draft computed while the big bonus counts: of $10,000 only the $3,500 left under the
    // wage base is taxed.
    const created = await call('POST', '/api/payroll-drafts', {
      payload: {
        payGroupId: state.lakesideGroup,
        offCycle: {
          reason: 'bonus',
          payDate: '2026-12-18',
          periodStart: '2026-11-14',
          periodEnd: '2026-11-27',
          employeeIds: [erin],
          withholding: 'supplemental',
        },
      },
    });
    const { draftId, version } = created.json<{ draftId: string; version: number }>();
    const updated = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, lines: [{ employeeId: erin, bonusCents: 1_000_000 }] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(socialSecurity(updated.json().lines[0].employeeTaxes)).toBe(21_700);

    const voided = await voidOf(bigStub, erin, '2026-12-04');
    expect(voided.statusCode, voided.body).toBe(200);

    // The later stub's year to date no longer holds the voided payment.
    const laterAfter = (
      await call('GET', `/api/pay-stubs/${laterStub}`, { employee: erin })
    ).json();
    expect(laterAfter.ytd.grossCents).toBe(100_000);
    expect(laterAfter.earnings[0].ytdCents).toBe(100_000);
    expect(laterAfter.ytd.netPayCents).toBe(laterAfter.netPayCents);

    // The open draft is computed again: $1,100 paid this year, so all $10,000 is under the cap.
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(draft.json().version).toBeGreaterThan(updated.json().version);
    expect(socialSecurity(draft.json().items[0].employeeTaxes)).toBe(62_000);
    expect(draft.json().readiness).toEqual([]);
    const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    const nextStub = await stubIdOf(committed.json().id, erin);
    const next = (await call('GET', `/api/pay-stubs/${nextStub}`, { employee: erin })).json();
    expect(socialSecurity(next.employeeTaxes)).toBe(62_000);
    expect(next.ytd.grossCents).toBe(1_100_000);
  });
});
