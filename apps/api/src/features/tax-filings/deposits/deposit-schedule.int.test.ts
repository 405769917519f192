import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitBonus, signInAgain } = payrollHarness({ paidBy: 'check' });

type DepositList = {
  depositSchedule: string;
  scheduleReason: string;
  items: { id: string; form: string; periodEnd: string; dueDate: string; amountCents: number }[];
};

const depositsOf = async (year: number) => {
  const url = `/api/companies/${state.lakeside}/tax-deposits?year=${year}`;
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DepositList>();
};

const keptYears = async () =>
  (
    await state.harness.context.database.db
      .selectFrom('company_deposit_schedules')
      .select('year')
      .where('company_id', '=', state.lakeside)
      .orderBy('year')
      .execute()
  ).map((row) => row.year);

describe(`the deposit schedule on ${testDatabaseKind()}`, () => {
  it('turns a monthly depositor semiweekly after its $100,000 day, for the next year too', async () => {
    // A bonus whose Form 941 taxes pass $100,000 on Friday 11 December.
    await commitBonus({
      employeeIds: [state.ethan],
      bonusCents: 45_000_000,
      payDate: '2026-12-11',
    });
    const year = await depositsOf(2026);
    expect(year).toMatchObject({ depositSchedule: 'monthly', scheduleReason: 'new_employer' });
    const [big] = year.items.filter((item) => item.form === '941');
    // Due the next business day: Monday 14 December.
    expect(big).toMatchObject({
      id: 'irs-941-2026-12-01-2026-12-11',
      periodEnd: '2026-12-11',
      dueDate: '2026-12-14',
    });
    expect(big?.amountCents).toBeGreaterThanOrEqual(10_000_000);

    // 2027 has not begun: decided from this year's $100,000 day, not kept yet.
    expect(await depositsOf(2027)).toMatchObject({
      depositSchedule: 'semiweekly',
      scheduleReason: 'hundred_thousand_day_last_year',
      items: [],
    });
    expect(await keptYears()).toEqual([2026]);
    // 2028's lookback period (July 2026 to June 2027) owes more than $50,000.
    expect(await depositsOf(2028)).toMatchObject({
      depositSchedule: 'semiweekly',
      scheduleReason: 'lookback_over_50000',
    });

    // Once 2027 has begun, its schedule is kept.
    const { clock } = state.harness;
    clock.advance(Date.parse('2027-01-04T12:00:00Z') - clock.now().getTime());
    await signInAgain();
    expect(await depositsOf(2027)).toMatchObject({ depositSchedule: 'semiweekly' });
    expect(await keptYears()).toEqual([2026, 2027]);
  });
});
