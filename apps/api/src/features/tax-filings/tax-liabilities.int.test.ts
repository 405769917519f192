import { beforeAll, describe, expect, it } from 'vitest';
import { payrollHarness, type Who } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitNextPayroll, commitBonus } = payrollHarness({ paidBy: 'check' });

type Jurisdiction = { level: string; state?: string; localId?: string };
type StubTax = { code: string; amountCents: number; jurisdiction?: Jurisdiction };
type Stub = {
  employeeTaxes: StubTax[];
  employerTaxes: StubTax[];
  employeeTaxesCents: number;
  employerTaxesCents: number;
};
type Liability = {
  payrollId: string;
  payDate: string;
  agency: string;
  tax: string;
  employeeCents: number;
  employerCents: number;
  depositDueDate: string | null;
};
type Sides = { employeeCents: number; employerCents: number };

const ledger = (company: string, from: string, to: string, as: Who = 'owner') =>
  call('GET', `/api/companies/${company}/tax-liabilities?from=${from}&to=${to}`, { as, company });

const itemsOf = async (company: string, payrollId: string, as: Who = 'owner') => {
  const response = await ledger(company, '2026-11-01', '2026-12-31', as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Liability[] }>().items.filter((i) => i.payrollId === payrollId);
};

// The return lines, written out here apart from the feature's own table.
const federalTaxes: Record<string, string> = {
  federalIncomeTax: 'federal_income',
  socialSecurity: 'social_security',
  medicare: 'medicare',
  additionalMedicare: 'additional_medicare',
  futa: 'futa',
};
const employeeUnemployment = ['AK_UI', 'NJ_UI', 'PA_UC'];

const entryOf = ({ code, jurisdiction }: StubTax): string => {
  const federal = federalTaxes[code];
  if (federal) return `irs ${federal}`;
  if (jurisdiction?.level === 'local') return `local:${jurisdiction.localId} local_income`;
  const agency = `state:${jurisdiction?.state}`;
  if (code === 'stateIncomeTax') return `${agency} state_income`;
  if (code === 'suta' || employeeUnemployment.includes(code)) return `${agency} state_unemployment`;
  return `${agency} state_programme`;
};

/** Every stub's tax lines added up by entry, each side apart, entries owing nothing left out. */
function expectedOf(stubs: Stub[]): Map<string, Sides> {
  const sums = new Map<string, Sides>();
  const add = (tax: StubTax, side: keyof Sides) => {
    const sides = sums.get(entryOf(tax)) ?? { employeeCents: 0, employerCents: 0 };
    sides[side] += tax.amountCents;
    sums.set(entryOf(tax), sides);
  };
  for (const stub of stubs) {
    for (const tax of stub.employeeTaxes) add(tax, 'employeeCents');
    for (const tax of stub.employerTaxes) add(tax, 'employerCents');
  }
  for (const [key, sides] of sums) {
    if (sides.employeeCents === 0 && sides.employerCents === 0) sums.delete(key);
  }
  return sums;
}

const byEntry = (items: Liability[]): Map<string, Sides> =>
  new Map(
    items.map((item) => [
      `${item.agency} ${item.tax}`,
      { employeeCents: item.employeeCents, employerCents: item.employerCents },
    ]),
  );

const stubOf = async (company: string, stubId: string, employee: string, as: Who = 'owner') => {
  const response = await call('GET', `/api/pay-stubs/${stubId}`, { as, company, employee });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Stub>();
};

const payrollOf = async (id: string) =>
  (await call('GET', `/api/payrolls/${id}`)).json<{
    version: number;
    items: { employeeId: string; payStubId: string }[];
  }>();

/**
 * The demo companies' next pay dates: the bakery's Friday 4 December, the software's 30 November.
 * Both are new employers, so monthly depositors. The bakery's quarter owes less than $2,500, which
 * may be paid with Form 941, due Monday 1 February (31 January 2027 is a Sunday); the software
 * company's is due the 15th of the next month.
 */
const monthlyDueDates: Record<string, string> = {
  '2026-12-04': '2027-02-01',
  '2026-11-30': '2026-12-15',
};

describe(`the tax liability ledger on ${testDatabaseKind()}`, () => {
  // One of the software company's people works in New York and lives in the city.
  beforeAll(async () => {
    const { db } = state.harness.context.database;
    const { id } = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', state.redwood)
      .where('work_state', '=', 'FL')
      .executeTakeFirstOrThrow();
    await db.updateTable('employees').set({ work_state: 'NY' }).where('id', '=', id).execute();
    const employee = await call('GET', `/api/employees/${id}`, {
      as: 'admin',
      company: state.redwood,
    });
    const filed = await call('PUT', `/api/employees/${id}/state-tax`, {
      as: 'admin',
      company: state.redwood,
      payload: {
        version: employee.json<{ version: number }>().version,
        code: 'NY',
        residence: 'new_york_city',
      },
    });
    expect(filed.statusCode, filed.body).toBe(200);
  });

  // The states whose withholding deposit rule is kept, by pay month: Illinois and Pennsylvania by
  // the 15th of the next month (Pennsylvania's quarter-end month with the return, the last day of
  // the month after), Indiana by the 30th; 30 and 31 January 2027 are a weekend.
  const stateDueDates: Record<string, Record<string, string>> = {
    'state:IL': { '2026-11': '2026-12-15', '2026-12': '2027-01-15' },
    'state:IN': { '2026-11': '2026-12-30', '2026-12': '2027-02-01' },
    'state:PA': { '2026-11': '2026-12-15', '2026-12': '2027-02-01' },
  };

  it('adds up each payroll’s stubs per agency and tax, to the cent, with deposit due dates', async () => {
    for (const [company, group, as] of [
      [state.lakeside, state.lakesideGroup, 'owner'],
      [state.redwood, state.redwoodGroup, 'admin'],
    ] as const) {
      const payroll = await commitNextPayroll(company, group, as);
      const stubs = await Promise.all(
        payroll.items.map((item) => stubOf(company, item.payStubId, item.employeeId, as)),
      );
      const items = await itemsOf(company, payroll.id, as);
      expect(byEntry(items)).toEqual(expectedOf(stubs));
      expect(items.length).toBe(byEntry(items).size);
      const total = (side: keyof Sides) => items.reduce((sum, item) => sum + item[side], 0);
      expect(total('employeeCents')).toBe(
        stubs.reduce((s, stub) => s + stub.employeeTaxesCents, 0),
      );
      expect(total('employerCents')).toBe(
        stubs.reduce((s, stub) => s + stub.employerTaxesCents, 0),
      );

      // The deposit's due date; the fourth quarter's FUTA by Monday 1 February.
      const monthly = monthlyDueDates[payroll.payDate];
      expect(monthly, payroll.payDate).toBeDefined();
      for (const item of items) {
        expect(item.payDate).toBe(payroll.payDate);
        const state =
          item.tax === 'state_income'
            ? (stateDueDates[item.agency]?.[payroll.payDate.slice(0, 7)] ?? null)
            : null;
        const due = item.agency !== 'irs' ? state : item.tax === 'futa' ? '2027-02-01' : monthly;
        expect(item.depositDueDate, `${item.agency} ${item.tax}`).toBe(due);
      }
      expect(items.slice(0, 3).map((item) => item.tax)).toEqual([
        'federal_income',
        'social_security',
        'medicare',
      ]);
    }
    const redwood = await ledger(state.redwood, '2026-11-30', '2026-11-30', 'admin');
    const entries = redwood.json<{ items: Liability[] }>().items.map((i) => `${i.agency} ${i.tax}`);
    // The software company pays people in several states, each its own agency, and New York
    // City its own: Washington's programmes, Pennsylvania's employee unemployment share.
    expect(entries).toEqual(
      expect.arrayContaining([
        'state:NY state_income',
        'local:NYC local_income',
        'state:WA state_programme',
        'state:PA state_unemployment',
        'state:TX state_unemployment',
      ]),
    );
  });

  it('leaves out a voided payment, then the whole of a cancelled payroll', async () => {
    const payrollId = await commitBonus({
      employeeIds: [state.ethan],
      bonusCents: 150_000,
      payDate: '2026-12-11',
    });
    const others = (
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
    const secondId = await commitBonus({
      employeeIds: [state.ethan, others[0] ?? ''],
      bonusCents: 80_000,
      payDate: '2026-12-18',
    });
    const second = await payrollOf(secondId);
    const [kept, voided] = second.items;
    expect(kept && voided).toBeTruthy();
    const keptStub = await stubOf(state.lakeside, kept!.payStubId, kept!.employeeId);
    const voidedStub = await stubOf(state.lakeside, voided!.payStubId, voided!.employeeId);
    expect(byEntry(await itemsOf(state.lakeside, secondId))).toEqual(
      expectedOf([keptStub, voidedStub]),
    );

    const voiding = await call('DELETE', `/api/pay-stubs/${voided!.payStubId}/payments`, {
      employee: voided!.employeeId,
      headers: { 'Pay-Date': '2026-12-18' },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    expect(byEntry(await itemsOf(state.lakeside, secondId))).toEqual(expectedOf([keptStub]));

    const first = await payrollOf(payrollId);
    const cancelled = await call('PATCH', `/api/payrolls/${payrollId}`, {
      payload: { version: first.version, status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await itemsOf(state.lakeside, payrollId)).toEqual([]);
    expect((await itemsOf(state.lakeside, secondId)).length).toBeGreaterThan(0);
  });

  it('answers admins and the company’s owners: employees 403, another company 404', async () => {
    const range = ['2026-12-01', '2026-12-31'] as const;
    expect((await ledger(state.lakeside, ...range, 'admin')).statusCode).toBe(200);
    expect((await ledger(state.lakeside, ...range, 'owner')).statusCode).toBe(200);
    const employee = await ledger(state.lakeside, ...range, 'employee');
    expect(employee.statusCode).toBe(403);
    expect(employee.json().code).toBe('auth.forbidden');
    const elsewhere = await ledger(state.redwood, ...range, 'owner');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('company.not_found');
    // The Company-ID header must name the company of the path.
    const url = `/api/companies/${state.lakeside}/tax-liabilities?from=${range[0]}&to=${range[1]}`;
    const mismatched = await call('GET', url, { as: 'admin', company: state.redwood });
    expect(mismatched.statusCode).toBe(404);
    const headerless = await call('GET', url, { as: 'admin', company: null });
    expect(headerless.statusCode).toBe(400);
    const unknown = await ledger('no-such-company', ...range, 'admin');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a range it cannot read with 400 and a sentence saying why', async () => {
    const cases: [string, string][] = [
      ['from=2026-12-01', 'querystring.to: must be a date YYYY-MM-DD'],
      ['from=2026-02-30&to=2026-03-31', 'querystring.from: must be a real date YYYY-MM-DD'],
      ['from=2026-12-01&to=2026-11-30', 'querystring.to: must be on or after from (2026-12-01)'],
      [
        'from=2026-01-01&to=2027-01-02',
        'querystring.to: must be at most 366 days from 2026-01-01, both counted',
      ],
    ];
    for (const [query, detail] of cases) {
      const response = await call(
        'GET',
        `/api/companies/${state.lakeside}/tax-liabilities?${query}`,
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('request.invalid');
      expect(response.json().detail, query).toContain(detail);
    }
    // A leap year whole is 366 days, and so is a year and its next day.
    for (const [from, to] of [
      ['2028-01-01', '2028-12-31'],
      ['2026-01-01', '2027-01-01'],
    ] as const) {
      const answer = await ledger(state.lakeside, from, to);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await ledger(state.lakeside, '2028-01-01', '2028-12-31')).json()).toEqual({
      items: [],
    });
  });
});
