import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitNextPayroll, commitBonus } = payrollHarness({ paidBy: 'check' });

type Line = {
  code: string;
  amountCents: number;
  jurisdiction?: { state?: string };
  explanation?: { steps: { input: string; cents?: number }[] };
};
type Details = { employeeTaxes: Line[]; employerTaxes: Line[] };
type Withholding = {
  state: string;
  quarter: string;
  wagesCents: number;
  withheldCents: number;
  employees: number;
};
type SutaRow = {
  employeeId: string;
  name: string;
  ssnLast4: string | null;
  grossWagesCents: number;
  taxableWagesCents: number;
  excessWagesCents: number;
};
type SutaReport = {
  state: string;
  quarter: string;
  rows: SutaRow[];
  totals: Omit<SutaRow, 'employeeId' | 'name' | 'ssnLast4'> & { employees: number };
};

// Illinois's 2026 SUTA wage base (IDES), copied here apart from the engine's table.
const IL_WAGE_BASE = 1_425_000;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const url = (kind: string, query: string, company = state.lakeside) =>
  `/api/companies/${company}/filings/${kind}?${query}`;

/** The issued stubs of Lakeside's 2026 committed payrolls, straight from the table. */
async function issuedStubs() {
  const rows = await state.harness.context.database.db
    .selectFrom('pay_stubs')
    .innerJoin('payrolls', 'payrolls.id', 'pay_stubs.payroll_id')
    .select(['pay_stubs.employee_id', 'pay_stubs.pay_date', 'pay_stubs.details'])
    .select(['pay_stubs.gross_cents', 'pay_stubs.suta_wages_cents'])
    .where('pay_stubs.company_id', '=', state.lakeside)
    .where('pay_stubs.status', '=', 'issued')
    .where('payrolls.status', '<>', 'cancelled')
    .where('pay_stubs.pay_date', '>=', '2026-01-01')
    .orderBy('pay_stubs.pay_date')
    .execute();
  return rows.map((row) => ({
    employeeId: row.employee_id,
    payDate: row.pay_date,
    gross: Number(row.gross_cents),
    sutaWages: Number(row.suta_wages_cents),
    details: JSON.parse(row.details) as Details,
  }));
}
type Stub = Awaited<ReturnType<typeof issuedStubs>>[number];
const inQ4 = (stub: Stub) => stub.payDate >= '2026-10-01' && stub.payDate <= '2026-12-31';

function expectedWithholding(stubs: Stub[], code: string) {
  const lines = stubs
    .filter(inQ4)
    .flatMap((stub) =>
      stub.details.employeeTaxes
        .filter((line) => line.code === 'stateIncomeTax' && line.jurisdiction?.state === code)
        .map((line) => ({ stub, line })),
    );
  return {
    withheldCents: sum(lines.map(({ line }) => line.amountCents)),
    wagesCents: sum(
      lines.map(
        ({ line }) => line.explanation?.steps.find((s) => s.input === 'taxableWages')?.cents ?? 0,
      ),
    ),
    employees: new Set(
      lines.filter(({ stub }) => stub.gross > 0).map(({ stub }) => stub.employeeId),
    ).size,
  };
}

/** Each employee's Q4 Illinois gross and taxable wages, the base applied over their year. */
function expectedSuta(stubs: Stub[]) {
  const before = new Map<string, number>();
  const wanted = new Map<string, { gross: number; taxable: number }>();
  for (const stub of stubs) {
    const suta = stub.details.employerTaxes.find((line) => line.code === 'suta');
    if (suta?.jurisdiction?.state !== 'IL') continue;
    const prior = before.get(stub.employeeId) ?? 0;
    before.set(stub.employeeId, prior + stub.sutaWages);
    if (!inQ4(stub)) continue;
    const taxable = Math.min(prior + stub.sutaWages, IL_WAGE_BASE) - Math.min(prior, IL_WAGE_BASE);
    const entry = wanted.get(stub.employeeId) ?? { gross: 0, taxable: 0 };
    entry.gross += stub.gross;
    entry.taxable += taxable;
    wanted.set(stub.employeeId, entry);
  }
  return wanted;
}

function expectReport(report: SutaReport, stubs: Stub[]) {
  const wanted = expectedSuta(stubs);
  expect(report.rows.map((row) => row.employeeId).sort()).toEqual([...wanted.keys()].sort());
  for (const row of report.rows) {
    const want = wanted.get(row.employeeId);
    expect(row.grossWagesCents, row.name).toBe(want?.gross);
    expect(row.taxableWagesCents, row.name).toBe(want?.taxable);
    expect(row.excessWagesCents).toBe(row.grossWagesCents - row.taxableWagesCents);
    expect(row.ssnLast4).toMatch(/^\d{4}$/);
  }
  const values = [...wanted.values()];
  expect(report.totals).toEqual({
    employees: wanted.size,
    grossWagesCents: sum(values.map((v) => v.gross)),
    taxableWagesCents: sum(values.map((v) => v.taxable)),
    excessWagesCents: sum(values.map((v) => v.gross - v.taxable)),
  });
}

describe(`State withholding and unemployment reports on ${testDatabaseKind()}`, () => {
  it('adds up the quarter’s state lines and SUTA wages, and a voided stub leaves both', async () => {
    await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const bonusId = await commitBonus({
      employeeIds: [state.ethan],
      bonusCents: 90_000,
      payDate: '2026-12-18',
    });
    const stubs = await issuedStubs();
    const withholding = await call('GET', url('state-withholding', 'state=IL&quarter=2026Q4'));
    expect(withholding.statusCode, withholding.body).toBe(200);
    const summary = withholding.json<Withholding>();
    expect(summary).toEqual({
      state: 'IL',
      quarter: '2026Q4',
      ...expectedWithholding(stubs, 'IL'),
    });
    expect(summary.withheldCents).toBeGreaterThan(0);
    expect(summary.wagesCents).toBeGreaterThan(summary.withheldCents);

    const suta = await call('GET', url('state-unemployment', 'state=IL&quarter=2026Q4'));
    expect(suta.statusCode, suta.body).toBe(200);
    const report = suta.json<SutaReport>();
    expect(report.rows.length).toBeGreaterThan(0);
    expectReport(report, stubs);

    const bonus = (await call('GET', `/api/payrolls/${bonusId}`)).json<{
      items: { employeeId: string; payStubId: string }[];
    }>();
    const voided = bonus.items[0];
    const voiding = await call('DELETE', `/api/pay-stubs/${voided?.payStubId}/payments`, {
      employee: voided?.employeeId,
      headers: { 'Pay-Date': '2026-12-18' },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    const left = await issuedStubs();
    expect(left.length).toBe(stubs.length - 1);
    const after = (
      await call('GET', url('state-withholding', 'state=IL&quarter=2026Q4'))
    ).json<Withholding>();
    expect(after).toEqual({ state: 'IL', quarter: '2026Q4', ...expectedWithholding(left, 'IL') });
    expect(after.withheldCents).toBeLessThan(summary.withheldCents);
    const afterSuta = (
      await call('GET', url('state-unemployment', 'state=IL&quarter=2026Q4'))
    ).json<SutaReport>();
    expectReport(afterSuta, left);
    expect(afterSuta.totals.grossWagesCents).toBe(report.totals.grossWagesCents - 90_000);
  });

  it('serves the SUTA report as CSV: the owner’s with full SSNs, an admin’s with the last four', async () => {
    const owner = await call(
      'GET',
      url('state-unemployment', 'state=IL&quarter=2026Q4&format=csv'),
    );
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.headers['content-type']).toMatch(/^text\/csv/);
    expect(owner.headers['content-disposition']).toBe('attachment; filename="suta-IL-2026Q4.csv"');
    const json = (
      await call('GET', url('state-unemployment', 'state=IL&quarter=2026Q4'))
    ).json<SutaReport>();
    const first = json.rows[0];
    const lines = owner.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Employee,SSN,Gross wages,Taxable wages,Excess wages');
    const money = (cents = 0) => (cents / 100).toFixed(2);
    const cells = lines[1]?.split(',') ?? [];
    expect(cells.slice(-3)).toEqual([
      money(first?.grossWagesCents),
      money(first?.taxableWagesCents),
      money(first?.excessWagesCents),
    ]);
    expect(cells[cells.length - 4]).toMatch(new RegExp(`^\\d{5}${first?.ssnLast4}$`));
    expect(lines).toHaveLength(json.rows.length + 2);
    expect(lines.at(-1)).toBe(
      `Total,,${money(json.totals.grossWagesCents)},${money(json.totals.taxableWagesCents)},${money(json.totals.excessWagesCents)}`,
    );

    const admin = await call(
      'GET',
      url('state-unemployment', 'state=IL&quarter=2026Q4&format=csv'),
      {
        as: 'admin',
      },
    );
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.body.split('\r\n')[1]).toContain(`,XXX-XX-${first?.ssnLast4},`);
  });

  it('answers admins and the company’s owners: employees 403, another company 404', async () => {
    for (const kind of ['state-withholding', 'state-unemployment']) {
      const query = 'state=IL&quarter=2026Q4';
      expect((await call('GET', url(kind, query), { as: 'admin' })).statusCode).toBe(200);
      const employee = await call('GET', url(kind, query), { as: 'employee' });
      expect(employee.statusCode).toBe(403);
      const elsewhere = await call('GET', url(kind, query, state.redwood), {
        company: state.redwood,
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().code).toBe('company.not_found');
    }
  });

  it('refuses a bad state or quarter with 400 and a sentence saying why', async () => {
    const cases: [string, string][] = [
      [
        'state-withholding?state=XX&quarter=2026Q4',
        'querystring.state: must be the two-letter code',
      ],
      [
        'state-withholding?state=il&quarter=2026Q4',
        'querystring.state: must be the two-letter code',
      ],
      ['state-withholding?quarter=2026Q4', 'querystring.state: must be a state code such as IL'],
      [
        'state-unemployment?state=IL&quarter=2026Q5',
        'querystring.quarter: must be a quarter such as 2026Q4',
      ],
      ['state-unemployment?state=IL', 'querystring.quarter: must be a quarter such as 2026Q4'],
    ];
    for (const [query, detail] of cases) {
      const response = await call('GET', `/api/companies/${state.lakeside}/filings/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('request.invalid');
      expect(response.json().detail, query).toContain(detail);
    }
  });
});
