import { beforeAll, expect } from 'vitest';
// A test kit is no public API, so it is not in payroll's index.ts; tests share it all the same.
// eslint-disable-next-line import-x/no-restricted-paths
import { payrollHarness, type Who } from '../payroll/payroll.test-kit';
import { signInAs } from '@paydesk/api/test-support/sign-in';

/**
 * The payroll harness (seeded demo pinned to Tuesday 2026-11-24) with the demo people paid by
 * direct deposit again, as seeded, and helpers to commit a company's next regular payroll.
 */
export function achHarness() {
  const { state, call } = payrollHarness();
  beforeAll(async () => {
    await state.harness.context.database.db
      .updateTable('employees')
      .set({ payment_method: 'direct_deposit' })
      .execute();
    // Seeded at the real time: the accounts are usable from the pinned day whatever today is.
    await state.harness.context.database.db
      .updateTable('bank_accounts')
      .set({ usable_from: '2026-01-01' })
      .execute();
  });

  /** Commits the next upcoming regular payroll of a company's group; answers the payroll. */
  async function commitNextPayroll(company: string, group: string, as: Who = 'admin') {
    const schedule = await call(
      'GET',
      `/api/pay-groups/${group}/payroll-schedules?from=2026-11-24`,
      {
        as,
        company,
      },
    );
    const period = (schedule.json().items as { periodEnd: string; status: string }[]).find(
      (item) => item.status === 'upcoming',
    );
    expect(period, schedule.body).toBeDefined();
    const created = await call('POST', '/api/payroll-drafts', {
      as,
      company,
      payload: { payGroupId: group, periodEnd: period!.periodEnd },
    });
    expect(created.statusCode, created.body).toBe(201);
    const committed = await call('POST', '/api/payrolls', {
      as,
      company,
      payload: { draftId: created.json().draftId },
    });
    expect(committed.statusCode, committed.body).toBe(201);
    return committed.json<{
      id: string;
      payDate: string;
      version: number;
      items: {
        employeeId: string;
        payStubId: string;
        netPayCents: number;
        paymentStatus: string;
      }[];
    }>();
  }

  /** Signs the demo people in again (after the clock moved past their tokens' lifetime). */
  async function signInAgain() {
    for (const [who, email] of [
      ['admin', 'admin@paydesk.test'],
      ['owner', 'owner@paydesk.test'],
      ['employee', 'employee@paydesk.test'],
    ] as const) {
      state.tokens[who] = (await signInAs(state.harness.app, email)).accessToken;
    }
  }

  return { state, call, commitNextPayroll, signInAgain };
}
