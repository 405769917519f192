import { validateAch } from '@paydesk/ach';
import type {
  AchFile,
  PayPeriod,
  PayrollListItem,
  PayStub,
  PayStubListItem,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { seedDemoIfEmpty } from './demo-seed';

type Who = 'admin' | 'owner' | 'employee';

/** The seeded demo with its payroll history, seeded on a pinned day. */
function demoOn(now: string) {
  const state = {
    harness: undefined as unknown as TestApp,
    tokens: {} as Record<Who, string>,
    companies: new Map<string, string>(),
  };
  beforeAll(async () => {
    state.harness = await createTestApp({ history: true, now });
    for (const who of ['admin', 'owner', 'employee'] as const) {
      state.tokens[who] = (await signInAs(state.harness.app, `${who}@paydesk.test`)).accessToken;
    }
    const rows = await state.harness.context.database.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .execute();
    for (const row of rows) state.companies.set(row.name, row.id);
  });
  afterAll(async () => state.harness.close());
  const get = async (who: Who, url: string, headers: Record<string, string> = {}) => {
    const response = await state.harness.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(state.tokens[who]), ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const payrollsOf = async (company: string) =>
    (
      await get('admin', `/api/payrolls?companyId=${state.companies.get(company)}`, {
        'Page-Size': '100',
      })
    ).json().items as PayrollListItem[];
  return { state, get, payrollsOf };
}

describe(`the demo's payroll history on ${testDatabaseKind()}`, () => {
  // Tuesday 2026-11-24: the README's next payroll of Lakeside Bakery ends on Friday the 27th.
  const demo = demoOn('2026-11-24T12:00:00Z');

  it('holds each active company’s last three periods paid before the seed day, all paid', async () => {
    const lakeside = await demo.payrollsOf('Lakeside Bakery LLC');
    expect(lakeside.map((payroll) => [payroll.periodEnd, payroll.payDate])).toEqual([
      ['2026-11-13', '2026-11-20'],
      ['2026-10-30', '2026-11-06'],
      ['2026-10-16', '2026-10-23'],
    ]);
    const redwood = await demo.payrollsOf('Redwood Software Inc');
    expect(redwood.map((payroll) => payroll.payDate)).toEqual([
      '2026-11-13',
      '2026-10-30',
      '2026-10-15',
    ]);
    for (const payroll of [...lakeside, ...redwood]) {
      expect(payroll).toMatchObject({ type: 'regular', status: 'paid' });
      expect(payroll.summary.employees).toBeGreaterThan(0);
    }
    expect(await demo.payrollsOf('Harbor Landscaping Co')).toEqual([]);
  });

  it('gives the demo employee three paid stubs whose year-to-date adds up', async () => {
    const me = await demo.state.harness.context.database.db
      .selectFrom('employees')
      .select(['id', 'company_id'])
      .where('email', '=', 'employee@paydesk.test')
      .executeTakeFirstOrThrow();
    const list = (await demo.get('employee', `/api/pay-stubs?employeeId=${me.id}`)).json()
      .items as PayStubListItem[];
    expect(list.map((stub) => stub.payDate)).toEqual(['2026-11-20', '2026-11-06', '2026-10-23']);
    let gross = 0;
    let net = 0;
    for (const item of [...list].reverse()) {
      expect(item).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
      const stub = (
        await demo.get('employee', `/api/pay-stubs/${item.id}`, {
          'Company-Id': me.company_id,
          'Employee-Id': me.id,
        })
      ).json() as PayStub;
      gross += stub.grossCents;
      net += stub.netPayCents;
      expect(stub.paymentStatus).toBe('paid');
      expect(stub.grossCents).toBeGreaterThan(0);
      expect(stub.ytd.grossCents).toBe(gross);
      expect(stub.ytd.netPayCents).toBe(net);
      expect(stub.deposits.reduce((sum, deposit) => sum + deposit.amountCents, 0)).toBe(
        stub.netPayCents,
      );
    }
  });

  it('paid them in ACH files dated by the pay dates that pass the strict validator', async () => {
    const files = (await demo.get('admin', '/api/payments/ach/files')).json().items as AchFile[];
    expect(files.map((file) => file.effectiveEntryDate)).toEqual([
      '2026-11-20',
      '2026-11-13',
      '2026-11-06',
      '2026-10-30',
      '2026-10-23',
      '2026-10-15',
    ]);
    for (const file of files) {
      expect(file.createdAt < `${file.effectiveEntryDate}T00:00:00Z`).toBe(true);
      const text = (await demo.get('admin', `/api/payments/ach/files/${file.id}`)).body;
      const report = validateAch(text, { requireBalanced: true });
      expect(report.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
      expect(report.valid).toBe(true);
    }
    // Nothing is left approved: the file to create is the next payroll's.
    const approved = (await demo.get('admin', '/api/payrolls?status=approved')).json().items;
    expect(approved).toEqual([]);
  });

  it('leaves the README’s next payroll open to run', async () => {
    const companyId = demo.state.companies.get('Lakeside Bakery LLC')!;
    const headers = { 'Company-Id': companyId };
    const group = (
      await demo.get('owner', `/api/pay-groups?companyId=${companyId}`, headers)
    ).json() as { id: string; name: string }[] | { items: { id: string; name: string }[] };
    const groups = Array.isArray(group) ? group : group.items;
    const crew = groups.find((entry) => entry.name === 'Bakery crew')!;
    const periods = (
      await demo.get('owner', `/api/pay-groups/${crew.id}/payroll-schedules`, headers)
    ).json().items as PayPeriod[];
    expect(periods[0]).toMatchObject({ periodEnd: '2026-11-27', status: 'upcoming' });
    const created = await demo.state.harness.app.inject({
      method: 'POST',
      url: '/api/payroll-drafts',
      headers: { ...bearer(demo.state.tokens.owner), ...headers },
      payload: { payGroupId: crew.id, periodEnd: '2026-11-27' },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});

describe(`seeding the demo again on ${testDatabaseKind()}`, () => {
  const demo = demoOn('2026-11-24T12:00:00Z');

  it('changes nothing once the database holds the demo', async () => {
    const { context, clock } = demo.state.harness;
    clock.advance(30 * 86_400_000);
    expect(await seedDemoIfEmpty(context)).toBe(false);
    const count = await context.database.db
      .selectFrom('payrolls')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(6);
  });
});

describe(`the demo's payroll history early in the schedule on ${testDatabaseKind()}`, () => {
  // Two days after each group's first pay date: only that one period lies in the past.
  const demo = demoOn('2026-01-20T12:00:00Z');

  it('never reaches before the pay group’s first period', async () => {
    const lakeside = await demo.payrollsOf('Lakeside Bakery LLC');
    expect(lakeside.map((payroll) => [payroll.periodEnd, payroll.status])).toEqual([
      ['2026-01-09', 'paid'],
    ]);
    const redwood = await demo.payrollsOf('Redwood Software Inc');
    expect(redwood.map((payroll) => [payroll.periodEnd, payroll.status])).toEqual([
      ['2026-01-15', 'paid'],
    ]);
  });
});
