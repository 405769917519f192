import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { payrollHarness, type Who } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitNextPayroll, commitBonus } = payrollHarness({ paidBy: 'check' });

type Tax = { code: string; amountCents: number };
type Stub = {
  id: string;
  employeeId: string;
  payDate: string;
  periodStart: string;
  periodEnd: string;
  grossCents: number;
  employeeTaxes: Tax[];
  employerTaxes: Tax[];
  deductions: { code: string; amountCents: number }[];
};
type WagesAndTax = { wagesCents: number; taxCents: number };
type Form941 = {
  quarter: string;
  ein: string | null;
  depositSchedule: string;
  dueDate: string;
  lines: Record<
    '1' | '2' | '3' | '5e' | '6' | '7' | '10' | '12' | '13' | '14' | '15' | '16',
    number
  > &
    Record<'5a' | '5c' | '5d', WagesAndTax>;
  monthlyLiabilityCents: number[];
  scheduleB: { date: string; cents: number }[];
};
type Form940 = {
  year: number;
  ein: string | null;
  lines: Record<string, number | string | boolean | null>;
  scheduleA: { state: string; taxableWagesCents: number; creditReductionCents: number }[];
};

const form941 = (company: string, quarter: string, as: Who = 'owner') =>
  call('GET', `/api/companies/${company}/filings/941?quarter=${quarter}`, { as, company });
const form940 = (company: string, year: string, as: Who = 'owner') =>
  call('GET', `/api/companies/${company}/filings/940?year=${year}`, { as, company });

const textOf = async (body: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

/** Dollars as the form prints them, written out here apart from the feature's formatter. */
const printed = (cents: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(cents / 100);

// The deductions that W-2 box 1 leaves out (cafeteria-plan benefits and 401(k) deferrals).
const incomeTaxPreTax = new Set([
  '401k',
  'section125',
  'section125_medical',
  'section125_dental',
  'section125_vision',
  'hsa',
  'health_fsa',
  'dependent_care_fsa',
  'commuter',
]);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const taxOf = (taxes: Tax[], code: string) =>
  sum(taxes.filter((tax) => tax.code === code).map((tax) => tax.amountCents));
const halfUp = (cents: number, numerator: number, denominator: number) =>
  Math.floor((cents * numerator * 2 + denominator) / (2 * denominator));

/** Every issued stub of a company, through the API, with its FICA wages from the table. */
async function stubsOf(company: string, as: Who) {
  const { db } = state.harness.context.database;
  const rows = await db
    .selectFrom('pay_stubs')
    .innerJoin('payrolls', 'payrolls.id', 'pay_stubs.payroll_id')
    .select(['pay_stubs.id', 'pay_stubs.employee_id', 'pay_stubs.social_security_wages_cents'])
    .select(['pay_stubs.medicare_wages_cents', 'pay_stubs.futa_wages_cents'])
    .where('pay_stubs.company_id', '=', company)
    .where('pay_stubs.status', '=', 'issued')
    .where('payrolls.status', '<>', 'cancelled')
    .execute();
  return Promise.all(
    rows.map(async (row) => {
      const response = await call('GET', `/api/pay-stubs/${row.id}`, {
        as,
        company,
        employee: row.employee_id,
      });
      expect(response.statusCode, response.body).toBe(200);
      return {
        stub: response.json<Stub>(),
        ssWages: Number(row.social_security_wages_cents),
        medicareWages: Number(row.medicare_wages_cents),
        futaWages: Number(row.futa_wages_cents),
      };
    }),
  );
}
type StubFacts = Awaited<ReturnType<typeof stubsOf>>[number];

/** Form 941's lines from the stubs of the fourth quarter, none above a wage base. */
function expected941(all: StubFacts[]) {
  const stubs = all.filter(({ stub }) => stub.payDate >= '2026-10-01');
  const ssWages = sum(stubs.map((s) => s.ssWages));
  const medicareWages = sum(stubs.map((s) => s.medicareWages));
  const fica = (code: string) =>
    sum(stubs.map(({ stub }) => taxOf(stub.employeeTaxes, code) + taxOf(stub.employerTaxes, code)));
  const fit = sum(stubs.map(({ stub }) => taxOf(stub.employeeTaxes, 'federalIncomeTax')));
  const preTax = (stub: Stub) =>
    sum(stub.deductions.filter((d) => incomeTaxPreTax.has(d.code)).map((d) => d.amountCents));
  const paidFor12th = new Set(
    stubs
      .filter(({ stub }) => stub.periodStart <= '2026-12-12' && stub.periodEnd >= '2026-12-12')
      .filter(({ stub }) => stub.grossCents > 0)
      .map(({ stub }) => stub.employeeId),
  );
  const taxes = fica('socialSecurity') + fica('medicare') + fica('additionalMedicare');
  return {
    line1: paidFor12th.size,
    line2: sum(stubs.map(({ stub }) => stub.grossCents - preTax(stub))),
    line3: fit,
    ssWages,
    ssTax: halfUp(ssWages, 124, 1000),
    medicareWages,
    medicareTax: halfUp(medicareWages, 29, 1000),
    ficaTaxes: taxes,
    line12: fit + taxes,
  };
}

function expectLinesOf(form: Form941, all: StubFacts[]) {
  const want = expected941(all);
  const { lines } = form;
  expect(lines['1']).toBe(want.line1);
  expect(lines['2']).toBe(want.line2);
  expect(lines['3']).toBe(want.line3);
  expect(lines['5a']).toEqual({ wagesCents: want.ssWages, taxCents: want.ssTax });
  expect(lines['5c']).toEqual({ wagesCents: want.medicareWages, taxCents: want.medicareTax });
  expect(lines['5d']).toEqual({ wagesCents: 0, taxCents: 0 });
  expect(lines['5e']).toBe(want.ssTax + want.medicareTax);
  expect(lines['6']).toBe(want.line3 + lines['5e']);
  // Line 7 takes up the paychecks' rounding: 5e plus 7 is what the stubs withheld and owe.
  expect(lines['5e'] + lines['7']).toBe(want.ficaTaxes);
  expect(lines['12']).toBe(want.line12);
  expect(lines['10']).toBe(want.line12);
  expect(lines['14']).toBe(Math.max(0, want.line12 - lines['13']));
  expect(lines['15']).toBe(Math.max(0, lines['13'] - want.line12));
  expect(sum(form.monthlyLiabilityCents)).toBe(want.line12);
  expect(form.monthlyLiabilityCents[0]).toBe(0);
}

describe(`Forms 941 and 940 on ${testDatabaseKind()}`, () => {
  it('adds up the quarter’s stubs into Form 941, line by line, and a voided stub leaves it', async () => {
    await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const people = (
      await state.harness.context.database.db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', state.lakeside)
        .where('onboarding_complete', '=', 1)
        .where('status', '!=', 'terminated')
        .where('id', '!=', state.ethan)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    const bonusId = await commitBonus({
      employeeIds: [state.ethan, people[0] ?? ''],
      bonusCents: 90_000,
      payDate: '2026-12-18',
    });

    const answer = await form941(state.lakeside, '2026Q4');
    expect(answer.statusCode, answer.body).toBe(200);
    const form = answer.json<Form941>();
    expect(form).toMatchObject({
      quarter: '2026Q4',
      depositSchedule: 'monthly',
      dueDate: '2027-02-01',
      scheduleB: [],
    });
    expect(form.ein).toMatch(/^\d{2}-\d{7}$/);
    expect(form.lines['16']).toBe(form.lines['12'] < 250_000 ? 1 : 2);
    const stubs = await stubsOf(state.lakeside, 'owner');
    expect(stubs.length).toBeGreaterThan(2);
    expectLinesOf(form, stubs);
    expect(form.lines['2']).toBeGreaterThan(0);

    const bonus = (await call('GET', `/api/payrolls/${bonusId}`)).json<{
      items: { employeeId: string; payStubId: string }[];
    }>();
    const voided = bonus.items[1];
    const voiding = await call('DELETE', `/api/pay-stubs/${voided?.payStubId}/payments`, {
      employee: voided?.employeeId,
      headers: { 'Pay-Date': '2026-12-18' },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    const after = (await form941(state.lakeside, '2026Q4')).json<Form941>();
    const left = await stubsOf(state.lakeside, 'owner');
    expect(left.length).toBe(stubs.length - 1);
    expectLinesOf(after, left);
    expect(after.lines['12']).toBeLessThan(form.lines['12']);

    // Line 13 counts a deposit once its payment is recorded: line 14 is what is left to pay.
    const list = await call('GET', `/api/companies/${state.lakeside}/tax-deposits?year=2026`, {
      company: state.lakeside,
    });
    expect(list.statusCode, list.body).toBe(200);
    const deposit = list
      .json<{ items: { id: string; form: string; periodStart: string; amountCents: number }[] }>()
      .items.find((item) => item.form === '941' && item.periodStart >= '2026-10-01');
    expect(deposit?.amountCents).toBeGreaterThan(0);
    const paid = await call(
      'POST',
      `/api/companies/${state.lakeside}/tax-deposits/${deposit?.id}/payment`,
      {
        company: state.lakeside,
        payload: { paidOn: '2026-11-24', confirmation: '270112345678901' },
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const deposited = (await form941(state.lakeside, '2026Q4')).json<Form941>();
    const made = deposit?.amountCents ?? 0;
    expect(deposited.lines['12']).toBe(after.lines['12']);
    expect(deposited.lines['13']).toBe(made);
    expect(deposited.lines['14']).toBe(Math.max(0, after.lines['12'] - made));
    expect(deposited.lines['15']).toBe(Math.max(0, made - after.lines['12']));

    // A quarter without wages paid: nothing to report, no liability record.
    const third = (await form941(state.lakeside, '2026Q3')).json<Form941>();
    expect(third.lines['12']).toBe(0);
    expect(third.lines['16']).toBe(1);
    expect(third.dueDate).toBe('2026-11-02');
  });

  it('counts on line 1 those paid for the period that includes 12 December', async () => {
    await commitNextPayroll(state.redwood, state.redwoodGroup, 'admin');
    await commitNextPayroll(state.redwood, state.redwoodGroup, 'admin');
    const form = (await form941(state.redwood, '2026Q4', 'admin')).json<Form941>();
    const stubs = await stubsOf(state.redwood, 'admin');
    expectLinesOf(form, stubs);
    expect(form.lines['1']).toBeGreaterThan(0);
  });

  it('serves Form 941 as a PDF holding the EIN and line 12', async () => {
    const form = (await form941(state.lakeside, '2026Q4')).json<Form941>();
    const file = await call(
      'GET',
      `/api/companies/${state.lakeside}/filings/941/file?quarter=2026Q4`,
      { company: state.lakeside },
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="941-2026Q4.pdf"');
    const text = await textOf(file.rawPayload);
    expect(text).toContain(form.ein ?? 'no EIN');
    expect(text).toContain(printed(form.lines['12']));
    expect(text).toContain('Form 941');
    expect(text).toContain('Lakeside Bakery LLC');
  });

  it('adds up the year’s payments into Form 940, with a state per payment', async () => {
    // The engine's figures start in 2025: a bonus run of each company is moved back a year.
    const { db } = state.harness.context.database;
    for (const [company, group] of [
      [state.lakeside, state.lakesideGroup],
      [state.redwood, state.redwoodGroup],
    ] as const) {
      const people = await db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', company)
        .where('onboarding_complete', '=', 1)
        .where('status', '!=', 'terminated')
        .execute();
      const payrollId = await commitBonus({
        employeeIds: people.map((row) => row.id),
        bonusCents: 900_000,
        payDate: '2026-12-11',
        company,
        group,
      });
      await db
        .updateTable('payrolls')
        .set({ pay_date: '2025-12-12' })
        .where('id', '=', payrollId)
        .execute();
      await db
        .updateTable('pay_stubs')
        .set({ pay_date: '2025-12-12' })
        .where('payroll_id', '=', payrollId)
        .execute();
    }
    for (const [company, as] of [
      [state.lakeside, 'owner'],
      [state.redwood, 'admin'],
    ] as const) {
      const answer = await form940(company, '2025', as);
      expect(answer.statusCode, answer.body).toBe(200);
      const form = answer.json<Form940>();
      const stubs = (await stubsOf(company, as)).filter(({ stub }) => stub.payDate < '2026');
      expect(stubs.length).toBeGreaterThan(0);
      const gross = sum(stubs.map(({ stub }) => stub.grossCents));
      const perEmployee = new Map<string, number>();
      for (const { stub, futaWages } of stubs)
        perEmployee.set(stub.employeeId, (perEmployee.get(stub.employeeId) ?? 0) + futaWages);
      const taxable = sum([...perEmployee.values()].map((wages) => Math.min(wages, 700_000)));
      const exempt = sum(stubs.map((s) => s.stub.grossCents - s.futaWages));
      expect(taxable).toBe(700_000 * perEmployee.size);
      expect(form.year).toBe(2025);
      expect(form.ein).toMatch(/^\d{2}-\d{7}$/);
      expect(form.lines).toMatchObject({
        '3': gross,
        '4': exempt,
        '5': gross - exempt - taxable,
        '6': gross - taxable,
        '7': taxable,
        '8': halfUp(taxable, 6, 1000),
        '13': 0,
        '16a': 0,
        '16b': 0,
        '16c': 0,
      });
      const california = form.scheduleA.find((row) => row.state === 'CA');
      const line11 = california ? halfUp(california.taxableWagesCents, 12, 1000) : 0;
      expect(form.lines['11']).toBe(line11);
      expect(form.lines['2']).toBe(california !== undefined);
      const line12 = form.lines['12'] as number;
      expect(line12).toBe((form.lines['8'] as number) + line11);
      expect(form.lines['16d']).toBe(line12);
      expect(form.lines['17']).toBe(line12);
      expect(form.lines['14']).toBe(line12);
      expect(sum(form.scheduleA.map((row) => row.taxableWagesCents))).toBe(taxable);
    }
    const redwood = (await form940(state.redwood, '2025', 'admin')).json<Form940>();
    expect(redwood.lines['1b']).toBe(true);
    expect(redwood.lines['1a']).toBeNull();

    const file = await call('GET', `/api/companies/${state.lakeside}/filings/940/file?year=2025`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="940-2025.pdf"');
    const lakeside = (await form940(state.lakeside, '2025')).json<Form940>();
    const text = await textOf(file.rawPayload);
    expect(text).toContain(lakeside.ein ?? 'no EIN');
    expect(text).toContain(printed(lakeside.lines['8'] as number));
    expect(text).toContain('Form 940');

    // The 2026 credit-reduction states are not final in the engine's data: no guess at Schedule A.
    const early = await form940(state.lakeside, '2026');
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toContain(
      'the FUTA credit reduction states of 2026 are not on file',
    );
  });

  it('lists the year’s federal returns with their due dates, open until their period ends', async () => {
    const answer = await call('GET', `/api/companies/${state.lakeside}/filings?year=2026`);
    expect(answer.statusCode, answer.body).toBe(200);
    // Today is Tuesday 24 November 2026; 31 January 2027 is a Sunday.
    const federal = answer
      .json<{ items: { state: string | null }[] }>()
      .items.filter((item) => item.state === null);
    const unfiled = { state: null, filedOn: null };
    expect(federal).toEqual([
      { form: '941', period: '2026Q1', dueDate: '2026-04-30', status: 'ready', ...unfiled },
      { form: '941', period: '2026Q2', dueDate: '2026-07-31', status: 'ready', ...unfiled },
      { form: '941', period: '2026Q3', dueDate: '2026-11-02', status: 'ready', ...unfiled },
      { form: '941', period: '2026Q4', dueDate: '2027-02-01', status: 'open', ...unfiled },
      { form: '940', period: '2026', dueDate: '2027-02-01', status: 'open', ...unfiled },
    ]);
    const bad = await call('GET', `/api/companies/${state.lakeside}/filings?year=later`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('querystring.year: must be a year from 2000 to 2099');
    const employee = await call('GET', `/api/companies/${state.lakeside}/filings?year=2026`, {
      as: 'employee',
    });
    expect(employee.statusCode).toBe(403);
    const elsewhere = await call('GET', `/api/companies/${state.redwood}/filings?year=2026`, {
      company: state.redwood,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('answers admins and the company’s owners: employees 403, another company 404', async () => {
    const urls = [
      (c: string) => `/api/companies/${c}/filings/941?quarter=2026Q4`,
      (c: string) => `/api/companies/${c}/filings/941/file?quarter=2026Q4`,
      (c: string) => `/api/companies/${c}/filings/940?year=2025`,
      (c: string) => `/api/companies/${c}/filings/940/file?year=2025`,
    ];
    for (const url of urls) {
      const lakeside = url(state.lakeside);
      expect((await call('GET', lakeside, { as: 'admin' })).statusCode).toBe(200);
      const employee = await call('GET', lakeside, { as: 'employee' });
      expect(employee.statusCode).toBe(403);
      expect(employee.json().code).toBe('auth.forbidden');
      const elsewhere = await call('GET', url(state.redwood), { company: state.redwood });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().code).toBe('company.not_found');
    }
  });

  it('refuses a period it cannot read with 400 and a sentence saying why', async () => {
    const cases: [string, string][] = [
      ['941?quarter=2026Q5', 'querystring.quarter: must be a quarter such as 2026Q4'],
      ['941?quarter=2026-Q4', 'querystring.quarter: must be a quarter such as 2026Q4'],
      ['941/file?quarter=q4', 'querystring.quarter: must be a quarter such as 2026Q4'],
      ['941', 'querystring.quarter: must be a quarter such as 2026Q4'],
      ['941?quarter=2019Q1', 'querystring.quarter: has no tax data for 2019'],
      ['940?year=26', 'querystring.year: must be a year from 2000 to 2099'],
      ['940/file?year=2019', 'querystring.year: has no tax data for 2019'],
    ];
    for (const [query, detail] of cases) {
      const response = await call('GET', `/api/companies/${state.lakeside}/filings/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('request.invalid');
      expect(response.json().detail, query).toContain(detail);
    }
  });
});
