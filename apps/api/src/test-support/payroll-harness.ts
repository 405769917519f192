import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, signInAs } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Who = 'admin' | 'owner' | 'employee';

export type PayrollHarnessOptions = {
  /**
   * `check` pays every demo person by check, so no deposit account enters a payroll's figures or
   * readiness; `direct_deposit` keeps the seeded accounts, each taking the whole net pay.
   */
  paidBy: 'check' | 'direct_deposit';
  /** Settings of the app under test (e.g. a lower PAYROLL_COMMIT_JOB_THRESHOLD). */
  env?: Record<string, string>;
};

/** What the API answers for a committed payroll, as far as the tests read it. */
export type CommittedPayroll = {
  id: string;
  payDate: string;
  version: number;
  items: {
    employeeId: string;
    payStubId: string;
    netPayCents: number;
    paymentStatus: string;
  }[];
};

const demoPeople = [
  ['admin', 'admin@paydesk.test'],
  ['owner', 'owner@paydesk.test'],
  ['employee', 'employee@paydesk.test'],
] as const;

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The demo has no ${what}.`);
  return value;
};

/**
 * The seeded demo app pinned to Tuesday 2026-11-24, signed in as the demo people, with what
 * committing a payroll with its pay stubs needs. Lakeside Bakery's next biweekly period is 14–27
 * November, paid Friday 4 December. Payroll, pay stubs and ACH files tests all build on it, so it
 * lives here rather than in one feature's test kit.
 */
export function payrollHarness(options: PayrollHarnessOptions) {
  const state = {
    harness: undefined as unknown as TestApp,
    tokens: { admin: '', owner: '', employee: '' } as Record<Who, string>,
    lakeside: '',
    redwood: '',
    lakesideGroup: '',
    redwoodGroup: '',
    ethan: '',
  };

  /** Signs the demo people in again (after the clock moved past their tokens' lifetime). */
  async function signInAgain() {
    for (const [who, email] of demoPeople) {
      state.tokens[who] = (await signInAs(state.harness.app, email)).accessToken;
    }
  }

  beforeAll(async () => {
    state.harness = await createTestApp({
      seed: true,
      ...(options.env ? { env: options.env } : {}),
    });
    state.harness.clock.advance(
      Date.parse('2026-11-24T12:00:00Z') - state.harness.clock.now().getTime(),
    );
    await signInAgain();
    const { db } = state.harness.context.database;
    const companies = await db.selectFrom('companies').select(['id', 'name']).execute();
    const companyId = (name: string) =>
      found(
        companies.find((c) => c.name === name),
        name,
      ).id;
    state.lakeside = companyId('Lakeside Bakery LLC');
    state.redwood = companyId('Redwood Software Inc');
    const groupOf = async (company: string) =>
      (
        await db
          .selectFrom('pay_groups')
          .select('id')
          .where('company_id', '=', company)
          .executeTakeFirstOrThrow()
      ).id;
    state.lakesideGroup = await groupOf(state.lakeside);
    state.redwoodGroup = await groupOf(state.redwood);
    state.ethan = (
      await db
        .selectFrom('employees')
        .select('id')
        .where('email', '=', 'employee@paydesk.test')
        .executeTakeFirstOrThrow()
    ).id;
    if (options.paidBy === 'check') {
      await db.updateTable('employees').set({ payment_method: 'check' }).execute();
    }
  });
  afterAll(async () => state.harness.close());

  const call = (
    method: Method,
    url: string,
    callOptions: {
      as?: Who;
      company?: string | null;
      employee?: string;
      payload?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) =>
    state.harness.app.inject({
      method,
      url,
      headers: {
        ...bearer(state.tokens[callOptions.as ?? 'owner']),
        ...(callOptions.company === null
          ? {}
          : { 'Company-ID': callOptions.company ?? state.lakeside }),
        ...(callOptions.employee ? { 'Employee-ID': callOptions.employee } : {}),
        ...callOptions.headers,
      },
      ...(callOptions.payload === undefined ? {} : { payload: callOptions.payload }),
    });

  /** Commits the next upcoming regular payroll of a company's group; answers the payroll. */
  async function commitNextPayroll(
    company: string,
    group: string,
    as: Who = 'admin',
  ): Promise<CommittedPayroll> {
    const schedule = await call(
      'GET',
      `/api/pay-groups/${group}/payroll-schedules?from=2026-11-24`,
      { as, company },
    );
    const period = (schedule.json().items as { periodEnd: string; status: string }[]).find(
      (item) => item.status === 'upcoming',
    );
    expect(period, schedule.body).toBeDefined();
    const created = await call('POST', '/api/payroll-drafts', {
      as,
      company,
      payload: { payGroupId: group, periodEnd: period?.periodEnd },
    });
    expect(created.statusCode, created.body).toBe(201);
    const committed = await call('POST', '/api/payrolls', {
      as,
      company,
      payload: { draftId: created.json().draftId },
    });
    expect(committed.statusCode, committed.body).toBe(201);
    return committed.json<CommittedPayroll>();
  }

  /** Commits an off-cycle bonus run for the employees; answers the payroll's id. */
  async function commitBonus(bonus: {
    employeeIds: string[];
    bonusCents: number;
    payDate: string;
    company?: string;
    group?: string;
    as?: Who;
  }): Promise<string> {
    const company = bonus.company ?? state.lakeside;
    const as = bonus.as ?? (company === state.lakeside ? 'owner' : 'admin');
    const created = await call('POST', '/api/payroll-drafts', {
      as,
      company,
      payload: {
        payGroupId: bonus.group ?? state.lakesideGroup,
        offCycle: {
          reason: 'bonus',
          payDate: bonus.payDate,
          periodStart: '2026-11-14',
          periodEnd: '2026-11-27',
          employeeIds: bonus.employeeIds,
          withholding: 'supplemental',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId, version } = created.json<{ draftId: string; version: number }>();
    const updated = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      as,
      company,
      payload: {
        version,
        lines: bonus.employeeIds.map((employeeId) => ({
          employeeId,
          bonusCents: bonus.bonusCents,
        })),
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const committed = await call('POST', '/api/payrolls', { as, company, payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    return committed.json<{ id: string }>().id;
  }

  return { state, call, signInAgain, commitNextPayroll, commitBonus };
}
