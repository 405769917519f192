import { describe, expect, it } from 'vitest';
import { payrollHarness, type Who } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitNextPayroll } = payrollHarness({ paidBy: 'check' });

type Filing = {
  form: string;
  period: string;
  dueDate: string;
  status: string;
  state: string | null;
  filedOn: string | null;
};

const filingsOf = async (company: string, as: Who = 'owner') => {
  const response = await call('GET', `/api/companies/${company}/filings?year=2026`, {
    as,
    company,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Filing[] }>().items;
};

const mark = (form: string, payload: Record<string, unknown>, as: Who = 'owner', company = '') =>
  call('POST', `/api/companies/${company || state.lakeside}/filings/${form}/filed`, {
    as,
    company: company || state.lakeside,
    payload,
  });

/** The states of the company's issued stubs, read from their stored lines apart from the feature. */
async function statesOfStubs(company: string) {
  const rows = await state.harness.context.database.db
    .selectFrom('pay_stubs')
    .select('details')
    .where('company_id', '=', company)
    .where('status', '=', 'issued')
    .execute();
  type Line = { code: string; amountCents: number; jurisdiction?: { state?: string } };
  const withholding = new Set<string>();
  const unemployment = new Set<string>();
  for (const row of rows) {
    const details = JSON.parse(row.details) as { employeeTaxes: Line[]; employerTaxes: Line[] };
    for (const line of details.employeeTaxes) {
      if (line.code === 'stateIncomeTax' && line.jurisdiction?.state) {
        withholding.add(line.jurisdiction.state);
      }
    }
    for (const line of details.employerTaxes) {
      if (line.code === 'suta' && line.jurisdiction?.state)
        unemployment.add(line.jurisdiction.state);
    }
  }
  return { withholding: [...withholding].sort(), unemployment: [...unemployment].sort() };
}

describe(`returns marked as filed on ${testDatabaseKind()}`, () => {
  it('lists each state’s quarterly returns beside the federal ones, open until the quarter ends', async () => {
    await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const items = await filingsOf(state.lakeside);
    const states = await statesOfStubs(state.lakeside);
    expect(states.withholding).toContain('IL');
    for (const [form, codes] of [
      ['state_withholding', states.withholding],
      ['state_unemployment', states.unemployment],
    ] as const) {
      expect([...new Set(items.filter((i) => i.form === form).map((i) => i.state))].sort()).toEqual(
        codes,
      );
    }
    // Due the last day of the month after the quarter, moved past the weekend.
    expect(items.filter((i) => i.form === 'state_withholding' && i.state === 'IL')).toEqual([
      {
        form: 'state_withholding',
        period: '2026Q1',
        dueDate: '2026-04-30',
        status: 'ready',
        state: 'IL',
        filedOn: null,
      },
      {
        form: 'state_withholding',
        period: '2026Q2',
        dueDate: '2026-07-31',
        status: 'ready',
        state: 'IL',
        filedOn: null,
      },
      {
        form: 'state_withholding',
        period: '2026Q3',
        dueDate: '2026-11-02',
        status: 'ready',
        state: 'IL',
        filedOn: null,
      },
      {
        form: 'state_withholding',
        period: '2026Q4',
        dueDate: '2027-02-01',
        status: 'open',
        state: 'IL',
        filedOn: null,
      },
    ]);
  });

  it('marks Form 941, Form 940 and a state return filed; marking again replaces the day', async () => {
    const first = await mark('941', { period: '2026Q3', filedOn: '2026-10-30' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      form: '941',
      period: '2026Q3',
      dueDate: '2026-11-02',
      status: 'filed',
      state: null,
      filedOn: '2026-10-30',
    });
    const again = await mark('941', { period: '2026Q3', filedOn: '2026-10-31' });
    expect(again.statusCode, again.body).toBe(200);
    const il = await mark('state_withholding', {
      period: '2026Q3',
      filedOn: '2026-11-02',
      state: 'IL',
    });
    expect(il.statusCode, il.body).toBe(200);
    const items = await filingsOf(state.lakeside);
    const filed = items.filter((item) => item.status === 'filed');
    expect(filed).toEqual([
      expect.objectContaining({ form: '941', period: '2026Q3', filedOn: '2026-10-31' }),
      expect.objectContaining({ form: 'state_withholding', state: 'IL', filedOn: '2026-11-02' }),
    ]);
    // The other returns of the quarter are untouched.
    expect(
      items.find((i) => i.form === 'state_unemployment' && i.period === '2026Q3'),
    ).toMatchObject({
      status: 'ready',
      filedOn: null,
    });
    const { db } = state.harness.context.database;
    const rows = await db.selectFrom('tax_filing_records').selectAll().orderBy('form').execute();
    expect(rows).toMatchObject([
      {
        company_id: state.lakeside,
        form: '941',
        period: '2026Q3',
        state: '',
        filed_on: '2026-10-31',
      },
      {
        company_id: state.lakeside,
        form: 'state_withholding',
        state: 'IL',
        filed_on: '2026-11-02',
      },
    ]);
    const audit = await db
      .selectFrom('audit_events')
      .select(['entity_id', 'company_id'])
      .where('action', '=', 'tax-filing.filed')
      .execute();
    expect(audit).toHaveLength(3);
    expect(audit[0]).toEqual({ entity_id: '941|2026Q3|', company_id: state.lakeside });
  });

  it('refuses a return still open with 409, a bad day or period with 400, an unknown one with 404', async () => {
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      [
        '941',
        { period: '2026Q4', filedOn: '2026-11-20' },
        409,
        'filing.period_open',
        'has not ended',
      ],
      [
        '940',
        { period: '2026', filedOn: '2026-11-20' },
        409,
        'filing.period_open',
        'has not ended',
      ],
      [
        '941',
        { period: '2026Q3', filedOn: '2026-09-30' },
        400,
        'filing.filed_on_invalid',
        'after the period’s end (2026-09-30)',
      ],
      [
        '941',
        { period: '2026Q3', filedOn: '2026-11-25' },
        400,
        'filing.filed_on_invalid',
        'not after today (2026-11-24)',
      ],
      [
        '941',
        { period: '2026Q3', filedOn: '2026-02-30' },
        400,
        'request.invalid',
        'body.filedOn: must be a real date',
      ],
      [
        '940',
        { period: '2026Q3', filedOn: '2026-10-30' },
        400,
        'request.invalid',
        'body.period: must be a year such as 2026 for 940',
      ],
      [
        '941',
        { period: '2026', filedOn: '2026-10-30' },
        400,
        'request.invalid',
        'must be a quarter such as 2026Q4',
      ],
      [
        '941',
        { period: '2026Q3', filedOn: '2026-10-30', state: 'IL' },
        400,
        'request.invalid',
        'body.state: Form 941 is a federal return',
      ],
      [
        'state_unemployment',
        { period: '2026Q3', filedOn: '2026-10-30' },
        400,
        'request.invalid',
        'body.state: a state return needs its state',
      ],
      [
        'state_withholding',
        { period: '2026Q3', filedOn: '2026-10-30', state: 'ZZ' },
        400,
        'request.invalid',
        'body.state: must be the two-letter code',
      ],
      [
        'w2',
        { period: '2026', filedOn: '2026-10-30' },
        400,
        'request.invalid',
        'params.form: must be one of 941, 940',
      ],
      [
        'state_withholding',
        { period: '2026Q3', filedOn: '2026-10-30', state: 'TX' },
        404,
        'filing.not_found',
        'The return was not found',
      ],
      [
        '941',
        { period: '2019Q3', filedOn: '2019-10-30' },
        404,
        'filing.not_found',
        'The return was not found',
      ],
    ];
    for (const [form, payload, status, code, detail] of cases) {
      const response = await mark(form, payload);
      const what = `${form} ${JSON.stringify(payload)}`;
      expect(response.statusCode, what).toBe(status);
      expect(response.json().code, what).toBe(code);
      expect(response.json().detail, what).toContain(detail);
    }
  });

  it('lets admins and the company’s owners mark: employees 403, another company 404', async () => {
    const payload = { period: '2026Q2', filedOn: '2026-07-30' };
    const employee = await mark('941', payload, 'employee');
    expect(employee.statusCode).toBe(403);
    const elsewhere = await mark('941', payload, 'owner', state.redwood);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('company.not_found');
    const admin = await mark('941', payload, 'admin');
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toMatchObject({ status: 'filed', filedOn: '2026-07-30' });
  });
});
