import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Who = 'admin' | 'owner' | 'employee';

/**
 * The seeded demo app pinned to Tuesday 2026-11-24 and signed in as the demo people (the payroll
 * harness's set-up; lint keeps a feature from reaching into another's test kit), with the helpers
 * stub tests need: committing an off-cycle bonus and finding the stub it wrote. The demo people
 * are paid by direct deposit into their seeded accounts.
 */
export function payStubsHarness() {
  const state = {
    harness: undefined as unknown as TestApp,
    tokens: { admin: '', owner: '', employee: '' } as Record<Who, string>,
    lakeside: '',
    redwood: '',
    lakesideGroup: '',
    redwoodGroup: '',
    ethan: '',
  };
  beforeAll(async () => {
    state.harness = await createTestApp({ seed: true });
    state.harness.clock.advance(
      Date.parse('2026-11-24T12:00:00Z') - state.harness.clock.now().getTime(),
    );
    for (const [who, email] of [
      ['admin', 'admin@paydesk.test'],
      ['owner', 'owner@paydesk.test'],
      ['employee', 'employee@paydesk.test'],
    ] as const) {
      state.tokens[who] = (await signInAs(state.harness.app, email)).accessToken;
    }
    const { db } = state.harness.context.database;
    const companies = await db.selectFrom('companies').select(['id', 'name']).execute();
    state.lakeside = companies.find((c) => c.name === 'Lakeside Bakery LLC')!.id;
    state.redwood = companies.find((c) => c.name === 'Redwood Software Inc')!.id;
    const groupOf = async (companyId: string) =>
      (
        await db
          .selectFrom('pay_groups')
          .select('id')
          .where('company_id', '=', companyId)
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
    // The seed adds the accounts at the real time; on the pinned date they must be usable already.
    await db.updateTable('bank_accounts').set({ usable_from: '2026-01-01' }).execute();
  });
  afterAll(async () => state.harness.close());

  const call = (
    method: Method,
    url: string,
    options: {
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
        ...bearer(state.tokens[options.as ?? 'owner']),
        ...(options.company === null ? {} : { 'Company-ID': options.company ?? state.lakeside }),
        ...(options.employee ? { 'Employee-ID': options.employee } : {}),
        ...options.headers,
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  /** Commits an off-cycle bonus run for the employees; answers the payroll's id. */
  async function commitBonus(options: {
    employeeIds: string[];
    bonusCents: number;
    payDate: string;
    company?: string;
    group?: string;
    as?: Who;
  }): Promise<string> {
    const company = options.company ?? state.lakeside;
    const as = options.as ?? (company === state.lakeside ? 'owner' : 'admin');
    const created = await call('POST', '/api/payroll-drafts', {
      as,
      company,
      payload: {
        payGroupId: options.group ?? state.lakesideGroup,
        offCycle: {
          reason: 'bonus',
          payDate: options.payDate,
          periodStart: '2026-11-14',
          periodEnd: '2026-11-27',
          employeeIds: options.employeeIds,
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
        lines: options.employeeIds.map((employeeId) => ({
          employeeId,
          bonusCents: options.bonusCents,
        })),
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const committed = await call('POST', '/api/payrolls', { as, company, payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    return committed.json<{ id: string }>().id;
  }

  /** The id of the stub a payroll wrote for an employee. */
  async function stubIdOf(payrollId: string, employeeId: string): Promise<string> {
    const row = await state.harness.context.database.db
      .selectFrom('pay_stubs')
      .select('id')
      .where('payroll_id', '=', payrollId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Active, onboarded employees of a company, other than the ones given. */
  async function colleaguesOf(companyId: string, except: string[] = []): Promise<string[]> {
    const rows = await state.harness.context.database.db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where('onboarding_complete', '=', 1)
      .where('status', '!=', 'terminated')
      .orderBy('id')
      .execute();
    return rows.map((row: { id: string }) => row.id).filter((id) => !except.includes(id));
  }

  return { state, call, commitBonus, stubIdOf, colleaguesOf };
}
