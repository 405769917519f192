import { beforeAll, describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type Deduction = {
  code?: string;
  kind: string;
  label: string;
  amountCents: number;
  deductionId?: string;
  employerAmountCents?: number;
  limitReached?: boolean;
};
type Line = {
  employeeId: string;
  grossCents: number;
  netPayCents: number;
  deductions: Deduction[];
  garnishments?: { garnishmentId: string; amountCents: number; limitReached: boolean }[];
};
type Summary = {
  netPayCents: number;
  employeeTaxesCents: number;
  employerTaxesCents: number;
  deductionsCents: number;
  employerContributionsCents?: number;
  reimbursementsCents: number;
  cashRequirementCents: number;
};

const percentOf = (cents: number, basisPoints: number) =>
  Math.round((cents * basisPoints) / 10_000);

/** A 5% deferral matched 100% up to 3% of pay and 50% between 3% and 5%, tier by tier. */
const matchOf = (grossCents: number) => {
  const first = percentOf(grossCents, 300);
  return first + Math.round((percentOf(grossCents, 500) - first) / 2);
};

describe(`recurring deductions in drafts and across payrolls on ${testDatabaseKind()}`, () => {
  const { state, call, commitNextPayroll } = payrollHarness({ paidBy: 'check' });
  /** James Nguyen, Lakeside's salaried store manager: his line has pay without hours entered. */
  let james = '';
  const deductionsUrl = () => `/api/employees/${james}/deductions`;

  beforeAll(async () => {
    james = (
      await state.harness.context.database.db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', state.lakeside)
        .where('first_name', '=', 'James')
        .where('last_name', '=', 'Nguyen')
        .executeTakeFirstOrThrow()
    ).id;
  });

  async function openDraft() {
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
    return created.json<{ draftId: string; version: number; summary: Summary }>();
  }

  async function lineOf(draftId: string): Promise<Line> {
    const draft = await call('GET', `/api/payroll-drafts/${draftId}?pageSize=200`);
    expect(draft.statusCode, draft.body).toBe(200);
    const line = (draft.json().items as Line[]).find((item) => item.employeeId === james);
    if (!line) throw new Error('James has no line in the draft.');
    return line;
  }

  it('fills a new draft from the active deductions; the owner changes or skips them there', async () => {
    const retirement = await call('POST', deductionsUrl(), {
      payload: {
        kind: '401k',
        percentage: 5,
        employer: {
          match: [
            { upToPercentOfPay: 3, ratePercent: 100 },
            { upToPercentOfPay: 5, ratePercent: 50 },
          ],
        },
        startDate: '2026-01-01',
      },
    });
    expect(retirement.statusCode, retirement.body).toBe(201);
    const medical = await call('POST', deductionsUrl(), {
      payload: { kind: 'section125_medical', amountCents: 10_000, startDate: '2026-01-01' },
    });
    expect(medical.statusCode, medical.body).toBe(201);
    // Ended before the pay date: it stays out of the draft.
    const ended = await call('POST', deductionsUrl(), {
      payload: {
        kind: 'post_tax',
        amountCents: 2_500,
        startDate: '2026-01-01',
        endDate: '2026-11-30',
      },
    });
    expect(ended.statusCode, ended.body).toBe(201);

    const { draftId, version, summary } = await openDraft();
    const line = await lineOf(draftId);
    expect(line.deductions).toEqual([
      expect.objectContaining({
        kind: '401k',
        deductionId: retirement.json().id,
        amountCents: percentOf(line.grossCents, 500),
        employerAmountCents: matchOf(line.grossCents),
      }),
      expect.objectContaining({
        kind: 'section125_medical',
        deductionId: medical.json().id,
        amountCents: 10_000,
        label: 'Medical insurance (Section 125)',
      }),
    ]);
    expect(summary.employerContributionsCents).toBe(matchOf(line.grossCents));
    expect(summary.cashRequirementCents).toBe(
      summary.netPayCents +
        summary.employeeTaxesCents +
        summary.employerTaxesCents +
        summary.deductionsCents +
        (summary.employerContributionsCents ?? 0) +
        summary.reimbursementsCents,
    );

    const unknown = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: {
        version,
        lines: [
          {
            employeeId: james,
            deductions: [
              {
                deductionId: ended.json().id,
                kind: 'postTax',
                amountCents: 100,
                label: 'Dues',
              },
            ],
          },
        ],
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('payroll_draft.line_invalid');

    // The 401(k) is skipped for this payroll, the premium halved: the match goes with the 401(k).
    const changed = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: {
        version,
        lines: [
          {
            employeeId: james,
            deductions: [
              {
                deductionId: medical.json().id,
                kind: 'section125_medical',
                amountCents: 5_000,
                label: 'Medical plan',
              },
            ],
          },
        ],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await lineOf(draftId);
    expect(after.deductions).toEqual([
      expect.objectContaining({
        deductionId: medical.json().id,
        amountCents: 5_000,
        label: 'Medical plan',
      }),
    ]);
    expect(changed.json().summary.employerContributionsCents).toBe(0);
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);
    for (const id of [retirement.json().id, medical.json().id]) {
      expect((await call('DELETE', `${deductionsUrl()}/${id}`)).statusCode).toBe(200);
    }
  });

  it('stops a deduction at its limit across payrolls; a voided stub gives the room back', async () => {
    const dues = await call('POST', deductionsUrl(), {
      payload: {
        kind: 'post_tax',
        label: 'Union dues',
        amountCents: 30_000,
        annualLimitCents: 50_000,
        startDate: '2026-12-01',
      },
    });
    expect(dues.statusCode, dues.body).toBe(201);
    const id = dues.json().id as string;
    const figures = async () =>
      ((await call('GET', deductionsUrl())).json().items as { id: string }[]).find(
        (item) => item.id === id,
      );

    const first = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    expect(await figures()).toMatchObject({ ytdCents: 30_000, remainingLimitCents: 20_000 });
    const second = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    expect(await figures()).toMatchObject({ ytdCents: 50_000, remainingLimitCents: 0 });
    const stubOf = (payroll: typeof first) => {
      const item = payroll.items.find((entry) => entry.employeeId === james);
      if (!item) throw new Error('James has no stub.');
      return item.payStubId;
    };
    const stub = await call('GET', `/api/pay-stubs/${stubOf(second)}`, {
      employee: james,
    });
    expect(stub.statusCode, stub.body).toBe(200);
    expect(stub.json().deductions).toEqual([
      expect.objectContaining({ label: 'Union dues', amountCents: 20_000, ytdCents: 50_000 }),
    ]);
    const { db } = state.harness.context.database;
    const stored = await db
      .selectFrom('pay_stubs')
      .select('details')
      .where('id', '=', stubOf(second))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.details).deductions).toEqual([
      expect.objectContaining({ deductionId: id, amountCents: 20_000, limitReached: true }),
    ]);

    const voided = await call('DELETE', `/api/pay-stubs/${stubOf(second)}/payments`, {
      employee: james,
      headers: { 'Pay-Date': second.payDate },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await figures()).toMatchObject({ ytdCents: 30_000, remainingLimitCents: 20_000 });
    expect(first.payDate < second.payDate).toBe(true);
  });
});
