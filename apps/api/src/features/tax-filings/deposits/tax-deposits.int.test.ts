import { describe, expect, it } from 'vitest';
import { payrollHarness, type Who } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, signInAgain, commitNextPayroll, commitBonus } = payrollHarness({
  paidBy: 'check',
});

type Deposit = {
  id: string;
  agency: string;
  form: '941' | '940' | 'state_withholding';
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  amountCents: number;
  withReturn: boolean;
  status: string;
  paidOn: string | null;
  confirmation: string | null;
  recordedAt: string | null;
};
type DepositList = {
  year: number;
  depositSchedule: string;
  scheduleReason: string;
  items: Deposit[];
};
type Liability = {
  payDate: string;
  agency: string;
  tax: string;
  employeeCents: number;
  employerCents: number;
  depositDueDate: string | null;
};

const form941Taxes = ['federal_income', 'social_security', 'medicare', 'additional_medicare'];

const depositsOf = async (company: string, year = 2026, as: Who = 'owner') => {
  const response = await call('GET', `/api/companies/${company}/tax-deposits?year=${year}`, {
    as,
    company,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DepositList>();
};

const ledgerOf = async (company: string, as: Who = 'owner') => {
  const url = `/api/companies/${company}/tax-liabilities?from=2026-01-01&to=2026-12-31`;
  const response = await call('GET', url, { as, company });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Liability[] }>().items;
};

const pay = (company: string, depositId: string, payload: Record<string, unknown>, as: Who) =>
  call('POST', `/api/companies/${company}/tax-deposits/${depositId}/payment`, {
    as,
    company,
    payload,
  });

/** Moves the harness clock to noon UTC of a day, and signs everyone in again. */
async function moveClockTo(day: string) {
  const { clock } = state.harness;
  clock.advance(Date.parse(`${day}T12:00:00Z`) - clock.now().getTime());
  await signInAgain();
}

const REDWOOD_NOVEMBER = 'irs-941-2026-11-01-2026-11-30';
const LAKESIDE_DECEMBER = 'irs-941-2026-12-01-2026-12-31';

describe(`federal tax deposits on ${testDatabaseKind()}`, () => {
  it('starts a new employer on the monthly schedule, with nothing to deposit', async () => {
    expect(await depositsOf(state.lakeside)).toEqual({
      year: 2026,
      depositSchedule: 'monthly',
      scheduleReason: 'new_employer',
      items: [],
    });
  });

  it('adds up each period’s Form 941 taxes from the ledger to the cent, due as the ledger says', async () => {
    await commitNextPayroll(state.redwood, state.redwoodGroup, 'admin');
    await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    // A bonus large enough that the bakery's quarter is over $2,500, so deposited, not paid
    // with the return.
    await commitBonus({ employeeIds: [state.ethan], bonusCents: 2_000_000, payDate: '2026-12-11' });

    for (const [company, as] of [
      [state.lakeside, 'owner'],
      [state.redwood, 'admin'],
    ] as const) {
      const ledger = await ledgerOf(company, as);
      const { items } = await depositsOf(company, 2026, as);
      const form941 = items.filter((item) => item.form === '941');
      expect(form941.length).toBeGreaterThan(0);
      for (const deposit of items) {
        const taxes =
          deposit.form === '940'
            ? ['futa']
            : deposit.form === 'state_withholding'
              ? ['state_income']
              : form941Taxes;
        const entries = ledger.filter(
          (entry) =>
            entry.agency === deposit.agency &&
            taxes.includes(entry.tax) &&
            entry.payDate >= deposit.periodStart &&
            entry.payDate <= deposit.periodEnd,
        );
        const owed = entries.reduce((sum, e) => sum + e.employeeCents + e.employerCents, 0);
        expect(deposit.amountCents, deposit.id).toBe(owed);
        expect(deposit.agency).toBe(deposit.form === 'state_withholding' ? deposit.agency : 'irs');
        for (const entry of entries) expect(entry.depositDueDate).toBe(deposit.dueDate);
      }
      // Every Form 941 tax of the year is in exactly one deposit.
      const all941 = ledger
        .filter((e) => e.agency === 'irs' && form941Taxes.includes(e.tax))
        .reduce((sum, e) => sum + e.employeeCents + e.employerCents, 0);
      expect(form941.reduce((sum, d) => sum + d.amountCents, 0)).toBe(all941);
    }

    const lakeside = await depositsOf(state.lakeside);
    // Illinois's income tax withheld in December, by the 15th of January.
    expect(lakeside.items.find((d) => d.id === 'state-IL-2026-12')).toMatchObject({
      agency: 'state:IL',
      form: 'state_withholding',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
      dueDate: '2027-01-15',
      status: 'upcoming',
    });
    lakeside.items = lakeside.items.filter((d) => d.agency === 'irs');
    // December's deposit is due Friday 15 January 2027; FUTA of the year, $500 or less, with
    // Form 940 on Monday 1 February (31 January is a Sunday).
    expect(lakeside.items).toMatchObject([
      {
        id: LAKESIDE_DECEMBER,
        form: '941',
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        dueDate: '2027-01-15',
        withReturn: false,
        status: 'upcoming',
        paidOn: null,
        confirmation: null,
      },
      { id: 'irs-940-2026Q4', form: '940', dueDate: '2027-02-01', periodEnd: '2026-12-31' },
    ]);
    const redwood = await depositsOf(state.redwood, 2026, 'admin');
    expect(redwood.items.find((d) => d.id === REDWOOD_NOVEMBER)).toMatchObject({
      dueDate: '2026-12-15',
      status: 'upcoming',
    });
  });

  it('decides a year from its lookback period and keeps a year’s schedule once it has begun', async () => {
    // 2028's lookback (July 2026 to June 2027) holds this autumn's payrolls.
    expect(await depositsOf(state.redwood, 2028, 'admin')).toMatchObject({
      depositSchedule: 'monthly',
      scheduleReason: 'lookback_at_most_50000',
      items: [],
    });
    const kept = await state.harness.context.database.db
      .selectFrom('company_deposit_schedules')
      .select(['year', 'schedule', 'reason'])
      .where('company_id', '=', state.redwood)
      .orderBy('year')
      .execute();
    expect(kept).toEqual([{ year: 2026, schedule: 'monthly', reason: 'new_employer' }]);
  });

  it('refuses a bad payment with 400 and a sentence, and an unknown deposit with 404', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ paidOn: '2026-11-20', confirmation: '12345' }, 'request.invalid', 'body.confirmation'],
      [
        { paidOn: '2026-11-20', confirmation: '27061234567890A' },
        'request.invalid',
        'must be the 15-digit EFTPS confirmation number',
      ],
      [
        { paidOn: '2026-02-30', confirmation: '270612345678901' },
        'request.invalid',
        'body.paidOn: must be a real date YYYY-MM-DD',
      ],
      [
        { paidOn: '2026-11-25', confirmation: '270612345678901' },
        'tax_deposit.paid_on_invalid',
        'in the future',
      ],
    ];
    for (const [payload, code, detail] of cases) {
      const response = await pay(state.lakeside, LAKESIDE_DECEMBER, payload, 'owner');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().detail).toContain(detail);
    }
    const stored = await state.harness.context.database.db
      .selectFrom('tax_deposit_payments')
      .selectAll()
      .execute();
    expect(stored).toEqual([]);

    const good = { paidOn: '2026-11-24', confirmation: '270612345678901' };
    for (const id of ['irs-941-2026-06-01-2026-06-30', 'irs-940-2026Q2', 'no-such-deposit']) {
      const unknown = await pay(state.lakeside, id, good, 'owner');
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.json().code).toBe('tax_deposit.not_found');
    }
  });

  it('answers admins and the company’s owners: employees 403, another company 404', async () => {
    const good = { paidOn: '2026-11-24', confirmation: '270612345678901' };
    const url = `/api/companies/${state.lakeside}/tax-deposits?year=2026`;
    expect((await call('GET', url, { as: 'employee' })).statusCode).toBe(403);
    expect((await pay(state.lakeside, LAKESIDE_DECEMBER, good, 'employee')).statusCode).toBe(403);
    const elsewhere = await pay(state.redwood, REDWOOD_NOVEMBER, good, 'owner');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('company.not_found');
    const list = await call('GET', `/api/companies/${state.redwood}/tax-deposits?year=2026`, {
      as: 'owner',
      company: state.redwood,
    });
    expect(list.statusCode).toBe(404);
    const badYear = await call('GET', `/api/companies/${state.lakeside}/tax-deposits?year=26`);
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().detail).toContain('querystring.year: must be 2000 or later');
  });

  it('moves with the clock from upcoming to due to overdue; a recorded payment ends it', async () => {
    const statusOn = async (day: string) => {
      await moveClockTo(day);
      const { items } = await depositsOf(state.redwood, 2026, 'admin');
      return items.find((d) => d.id === REDWOOD_NOVEMBER)?.status;
    };
    // Due Tuesday 15 December: due from Thursday the 10th, its third business day before.
    expect(await statusOn('2026-12-09')).toBe('upcoming');
    expect(await statusOn('2026-12-10')).toBe('due');
    expect(await statusOn('2026-12-15')).toBe('due');
    expect(await statusOn('2026-12-16')).toBe('overdue');

    const first = await pay(
      state.redwood,
      REDWOOD_NOVEMBER,
      { paidOn: '2026-12-14', confirmation: '270612345678901' },
      'admin',
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      id: REDWOOD_NOVEMBER,
      status: 'recorded',
      paidOn: '2026-12-14',
      confirmation: '270612345678901',
    });
    // Entering it again replaces it.
    const again = await pay(
      state.redwood,
      REDWOOD_NOVEMBER,
      { paidOn: '2026-12-15', confirmation: '270699999999999' },
      'admin',
    );
    expect(again.statusCode, again.body).toBe(200);
    const listed = (await depositsOf(state.redwood, 2026, 'admin')).items.find(
      (d) => d.id === REDWOOD_NOVEMBER,
    );
    expect(listed).toMatchObject({
      status: 'recorded',
      paidOn: '2026-12-15',
      confirmation: '270699999999999',
      recordedAt: '2026-12-16T12:00:00.000Z',
    });

    const { db } = state.harness.context.database;
    const rows = await db.selectFrom('tax_deposit_payments').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company_id: state.redwood, deposit_id: REDWOOD_NOVEMBER });
    expect(rows[0]?.recorded_by).toEqual(expect.any(String));
    const audit = await db
      .selectFrom('audit_events')
      .select(['entity_id', 'company_id'])
      .where('action', '=', 'tax-deposit.payment-recorded')
      .execute();
    expect(audit).toEqual([
      { entity_id: REDWOOD_NOVEMBER, company_id: state.redwood },
      { entity_id: REDWOOD_NOVEMBER, company_id: state.redwood },
    ]);
  });

  it('counts for admins the companies with an overdue deposit, this year’s or last year’s', async () => {
    const countNow = async (as: Who = 'admin') =>
      call('GET', '/api/tax-deposits/overdue-count', { as, company: null });
    const overdueOf = async (company: string) =>
      (await depositsOf(company, 2026, 'admin')).items.filter((d) => d.status === 'overdue');
    const expected = async () =>
      ((await overdueOf(state.lakeside)).length > 0 ? 1 : 0) +
      ((await overdueOf(state.redwood)).length > 0 ? 1 : 0);
    // 16 December: Lakeside's December deposits are not due yet.
    const before = await countNow();
    expect(before.statusCode, before.body).toBe(200);
    expect(await overdueOf(state.lakeside)).toEqual([]);
    expect(before.json()).toEqual({ companies: await expected() });
    // Tuesday 19 January 2027: December's Form 941 deposit (due Friday the 15th) is late, and
    // it is in 2026's list.
    await moveClockTo('2027-01-19');
    const late = await overdueOf(state.lakeside);
    expect(late.map((d) => d.id)).toContain(LAKESIDE_DECEMBER);
    const withLakeside = await expected();
    expect((await countNow()).json()).toEqual({ companies: withLakeside });
    // Paying Lakeside's late deposits takes it off the count.
    for (const deposit of late) {
      const confirmation = deposit.agency === 'irs' ? '270612345678901' : 'IL-2027-0001';
      const paid = await pay(
        state.lakeside,
        deposit.id,
        { paidOn: '2027-01-18', confirmation },
        'owner',
      );
      expect(paid.statusCode, paid.body).toBe(200);
    }
    expect((await countNow()).json()).toEqual({ companies: withLakeside - 1 });
    expect((await countNow('owner')).statusCode).toBe(403);
    expect((await countNow('employee')).statusCode).toBe(403);
  });
});
