import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const payee = {
  name: 'New York State Child Support Processing Center',
  address: { addressLine1: 'PO Box 15363', city: 'Albany', state: 'NY', zipCode: '12212' },
};

describe(`an employee's recurring deductions and garnishment orders on ${testDatabaseKind()}`, () => {
  const { state, call } = payrollHarness({ paidBy: 'check' });

  /** Another Lakeside employee than Ethan, and one of Redwood. */
  async function others() {
    const { db } = state.harness.context.database;
    const rows = await db.selectFrom('employees').select(['id', 'company_id']).execute();
    const colleague = rows.find(
      (row) => row.company_id === state.lakeside && row.id !== state.ethan,
    );
    const redwood = rows.find((row) => row.company_id === state.redwood);
    if (!colleague || !redwood) throw new Error('The demo lacks the employees this test needs.');
    return { colleague: colleague.id, redwoodEmployee: redwood.id };
  }

  it('adds, lists, changes and ends a deduction, keeping the ended one', async () => {
    const url = `/api/employees/${state.ethan}/deductions`;
    const created = await call('POST', url, {
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
    expect(created.statusCode, created.body).toBe(201);
    const deduction = created.json();
    expect(deduction).toMatchObject({
      employeeId: state.ethan,
      companyId: state.lakeside,
      kind: '401k',
      label: '401(k)',
      amountCents: null,
      percentage: 5,
      endDate: null,
      active: true,
      version: 1,
      ytdCents: 0,
      employerYtdCents: 0,
    });

    const changed = await call('PATCH', `${url}/${deduction.id}`, {
      payload: { version: 1, amountCents: 15000, label: 'Retirement plan' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // A fixed amount replaces the percentage.
    expect(changed.json()).toMatchObject({
      amountCents: 15000,
      percentage: null,
      label: 'Retirement plan',
      version: 2,
    });

    const stale = await call('PATCH', `${url}/${deduction.id}`, {
      payload: { version: 1, amountCents: 100 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('deduction.version_stale');

    const ended = await call('DELETE', `${url}/${deduction.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ endDate: '2026-11-24', active: true });

    const list = await call('GET', url);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: deduction.id, endDate: '2026-11-24' }),
    ]);
    const events = await state.harness.context.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', deduction.id)
      .execute();
    expect(events.map((event) => event.action).sort()).toEqual([
      'deduction.created',
      'deduction.ended',
      'deduction.updated',
    ]);
  });

  it("answers the tax year's limit of the kind, with the catch-up the employee's age allows", async () => {
    const { db } = state.harness.context.database;
    const ethan = await db
      .selectFrom('employees')
      .select('birth_date')
      .where('id', '=', state.ethan)
      .executeTakeFirstOrThrow();
    // 2026: §402(g) $24,500; catch-up $8,000 from 50, $11,250 at 60–63 (IRS Notice 2025-67).
    const age = ethan.birth_date === null ? null : 2026 - Number(ethan.birth_date.slice(0, 4));
    const catchUp = age === null || age < 50 ? 0 : age >= 60 && age <= 63 ? 11_250_00 : 8_000_00;
    const url = `/api/employees/${state.ethan}/deductions`;
    const roth = await call('POST', url, {
      payload: { kind: 'roth401k', amountCents: 10000, startDate: '2026-01-01' },
    });
    expect(roth.statusCode, roth.body).toBe(201);
    expect(roth.json()).toMatchObject({ limitCents: 24_500_00 + catchUp });
    const ownLimit = await call('POST', url, {
      payload: {
        kind: 'hsa',
        hsaCoverage: 'family',
        amountCents: 10000,
        annualLimitCents: 1_000_00,
        startDate: '2026-01-01',
      },
    });
    expect(ownLimit.statusCode, ownLimit.body).toBe(201);
    // The deduction's own limit is below the family HSA limit, so it is the one that binds.
    expect(ownLimit.json()).toMatchObject({ limitCents: 1_000_00, remainingLimitCents: 1_000_00 });
    // Commuter benefits are limited per month, which a yearly figure would misstate.
    const commuter = await call('POST', url, {
      payload: { kind: 'commuter', amountCents: 5000, startDate: '2026-01-01' },
    });
    expect(commuter.statusCode, commuter.body).toBe(201);
    expect(commuter.json()).toMatchObject({ limitCents: null });
  });

  it('refuses a deduction that is not whole, with a readable detail per field', async () => {
    const url = `/api/employees/${state.ethan}/deductions`;
    const both = await call('POST', url, {
      payload: { kind: '401k', amountCents: 100, percentage: 5, startDate: '2026-01-01' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'body.percentage',
          message: 'Give either amountCents or percentage, not both',
        }),
      ]),
    );
    const hsa = await call('POST', url, {
      payload: { kind: 'hsa', amountCents: 100, startDate: '2026-01-01' },
    });
    expect(hsa.statusCode).toBe(400);
    expect(hsa.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'body.hsaCoverage' })]),
    );
    const dates = await call('POST', url, {
      payload: {
        kind: 'post_tax',
        amountCents: 100,
        startDate: '2026-05-01',
        endDate: '2026-04-30',
        employer: { amountCents: 5 },
      },
    });
    expect(dates.statusCode).toBe(400);
    expect(
      dates
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['body.employer', 'body.endDate']);
    const created = await call('POST', url, {
      payload: { kind: 'commuter', amountCents: 5000, startDate: '2026-06-01' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const before = await call('PATCH', `${url}/${id}`, {
      payload: { version: 1, endDate: '2026-05-01' },
    });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({
      code: 'deduction.invalid',
      detail: 'The end date 2026-05-01 is before the start date 2026-06-01.',
    });
    const match = await call('PATCH', `${url}/${id}`, {
      payload: { version: 1, employer: { match: [{ upToPercentOfPay: 3, ratePercent: 100 }] } },
    });
    expect(match.statusCode).toBe(400);
    expect(match.json().errors).toEqual([expect.objectContaining({ path: 'employer' })]);
  });

  it('enters an order received today, and ends it', async () => {
    const url = `/api/employees/${state.ethan}/garnishments`;
    const created = await call('POST', url, {
      payload: {
        type: 'child_support',
        caseNumber: 'CS-2026-0042',
        issuer: 'Family Court of Albany County',
        amountCents: 20000,
        totalOwedCents: 500000,
        arrearsOver12Weeks: true,
        payee,
        startDate: '2026-11-01',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({
      type: 'child_support',
      receivedOn: '2026-11-24',
      supportsOtherFamily: false,
      arrearsOver12Weeks: true,
      withheldToDateCents: 0,
      remainingCents: 500000,
      payee,
      active: true,
    });
    const levy = await call('POST', url, {
      payload: {
        type: 'federal_tax_levy',
        caseNumber: '668-W',
        issuer: 'Internal Revenue Service',
        amountCents: 100,
        payee,
        startDate: '2026-11-01',
      },
    });
    expect(levy.statusCode).toBe(400);
    expect(
      levy
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['body.amountCents', 'body.exemptAmountCents']);
    const changed = await call('PATCH', `${url}/${order.id}`, {
      payload: { version: 1, percentage: 25 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amountCents: null, percentage: 25, version: 2 });
    const creditorFlag = await call('PATCH', `${url}/${order.id}`, {
      payload: { version: 2, exemptAmountCents: 100 },
    });
    expect(creditorFlag.statusCode).toBe(400);
    expect(creditorFlag.json().code).toBe('garnishment.invalid');
    const ended = await call('DELETE', `${url}/${order.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ endDate: '2026-11-24' });
    expect((await call('GET', url)).json().items).toHaveLength(1);
  });

  it('lets the employee read their own and change nothing; anyone else’s is a 404', async () => {
    const { colleague, redwoodEmployee } = await others();
    for (const kind of ['deductions', 'garnishments'] as const) {
      const own = await call('GET', `/api/employees/${state.ethan}/${kind}`, { as: 'employee' });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().items.length).toBeGreaterThan(0);
      const write = await call('POST', `/api/employees/${state.ethan}/${kind}`, {
        as: 'employee',
        payload: { kind: 'post_tax', amountCents: 100, startDate: '2026-01-01' },
      });
      expect(write.statusCode).toBe(403);
      const first = own.json().items[0].id as string;
      const patch = await call('PATCH', `/api/employees/${state.ethan}/${kind}/${first}`, {
        as: 'employee',
        payload: { version: 1 },
      });
      expect(patch.statusCode).toBe(403);
      const end = await call('DELETE', `/api/employees/${state.ethan}/${kind}/${first}`, {
        as: 'employee',
      });
      expect(end.statusCode).toBe(403);
      const colleagues = await call('GET', `/api/employees/${colleague}/${kind}`, {
        as: 'employee',
      });
      expect(colleagues.statusCode).toBe(404);
      expect(colleagues.json().code).toBe('employee.not_found');
      // The owner of Lakeside names Redwood's employee under Lakeside, then under Redwood.
      const elsewhere = await call('GET', `/api/employees/${redwoodEmployee}/${kind}`);
      expect(elsewhere.statusCode).toBe(404);
      const notOwned = await call('GET', `/api/employees/${redwoodEmployee}/${kind}`, {
        company: state.redwood,
      });
      expect(notOwned.statusCode).toBe(404);
      const add = await call('POST', `/api/employees/${redwoodEmployee}/${kind}`, {
        payload: { kind: 'post_tax', amountCents: 100, startDate: '2026-01-01' },
      });
      expect(add.statusCode).toBe(kind === 'deductions' ? 404 : 400);
    }
  });
});
