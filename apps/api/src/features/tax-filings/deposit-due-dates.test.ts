import { describe, expect, it } from 'vitest';
import { depositDueDateOf } from './deposit-due-dates';
import { computedDeposits, federalLedgerOf } from './deposits/computed-deposits';
import { depositStatusOn } from './deposits/deposit-status';
import type { TaxLineTotal } from './tax-liability-repository';

const line = (
  payDate: string,
  code: string,
  cents: number,
  side: TaxLineTotal['side'] = 'employee',
  state: string | null = null,
): TaxLineTotal => ({ payrollId: payDate, payDate, side, code, state, localId: null, cents });

// Two October payrolls and one in November, FUTA in the first, second and fourth quarters.
const totals: TaxLineTotal[] = [
  line('2026-10-02', 'federalIncomeTax', 150_000),
  line('2026-10-02', 'socialSecurity', 75_000),
  line('2026-10-02', 'socialSecurity', 75_000, 'employer'),
  line('2026-10-16', 'medicare', 300_000, 'employer'),
  line('2026-11-30', 'additionalMedicare', 100_000),
  line('2026-11-30', 'stateIncomeTax', 99_999, 'employee', 'IL'),
  line('2026-03-05', 'futa', 30_000, 'employer'),
  line('2026-05-15', 'futa', 30_000, 'employer'),
  line('2026-12-04', 'futa', 4_200, 'employer'),
];

describe('a year’s federal deposits from the ledger', () => {
  const ledger = federalLedgerOf(totals);
  const deposits = computedDeposits(2026, { schedule: 'monthly' }, ledger);

  it('adds Form 941’s taxes by pay date, both sides, and FUTA by quarter', () => {
    expect(ledger.form941).toEqual(
      expect.arrayContaining([
        { payDate: '2026-10-02', cents: 300_000 },
        { payDate: '2026-10-16', cents: 300_000 },
        { payDate: '2026-11-30', cents: 100_000 },
      ]),
    );
    expect(ledger.futaByQuarter).toEqual([30_000, 30_000, 0, 4_200]);
  });

  it('groups a monthly depositor’s by month and carries FUTA until over $500', () => {
    expect(deposits).toEqual([
      {
        id: 'irs-940-2026Q2',
        form: '940',
        periodStart: '2026-01-01',
        periodEnd: '2026-06-30',
        dueDate: '2026-07-31',
        amountCents: 60_000,
        withReturn: false,
        agency: 'irs',
      },
      // 15 November 2026 is a Sunday.
      {
        id: 'irs-941-2026-10-01-2026-10-31',
        form: '941',
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        dueDate: '2026-11-16',
        amountCents: 600_000,
        withReturn: false,
        agency: 'irs',
      },
      {
        id: 'irs-941-2026-11-01-2026-11-30',
        form: '941',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        dueDate: '2026-12-15',
        amountCents: 100_000,
        withReturn: false,
        agency: 'irs',
      },
      // 31 January 2027 is a Sunday; $42 may go with Form 940.
      {
        id: 'irs-940-2026Q4',
        form: '940',
        periodStart: '2026-07-01',
        periodEnd: '2026-12-31',
        dueDate: '2027-02-01',
        amountCents: 4_200,
        withReturn: true,
        agency: 'irs',
      },
    ]);
  });

  it('gives each ledger entry the due date of the deposit holding its pay date', () => {
    const dueDateOf = depositDueDateOf(deposits);
    expect(dueDateOf({ agency: 'irs', tax: 'federal_income' }, '2026-10-16')).toBe('2026-11-16');
    expect(dueDateOf({ agency: 'irs', tax: 'additional_medicare' }, '2026-11-30')).toBe(
      '2026-12-15',
    );
    expect(dueDateOf({ agency: 'irs', tax: 'futa' }, '2026-03-05')).toBe('2026-07-31');
    expect(dueDateOf({ agency: 'irs', tax: 'futa' }, '2026-12-04')).toBe('2027-02-01');
    expect(dueDateOf({ agency: 'state:IL', tax: 'state_income' }, '2026-11-30')).toBeNull();
    expect(dueDateOf({ agency: 'local:NYC', tax: 'local_income' }, '2026-11-30')).toBeNull();
  });

  it('moves a quarter under $2,500 to the return’s due date', () => {
    const small = computedDeposits(
      2026,
      { schedule: 'monthly' },
      federalLedgerOf([line('2026-12-04', 'federalIncomeTax', 120_000)]),
    );
    expect(small).toMatchObject([
      { id: 'irs-941-2026-12-01-2026-12-31', dueDate: '2027-02-01', withReturn: true },
    ]);
  });
});

describe('a deposit’s status', () => {
  // Tuesday 15 December 2026; the three business days before it are the 10th, 11th and 14th.
  const due = '2026-12-15';
  it('is upcoming, then due from the third business day before, then overdue', () => {
    expect(depositStatusOn(due, '2026-12-09', false)).toBe('upcoming');
    expect(depositStatusOn(due, '2026-12-10', false)).toBe('due');
    expect(depositStatusOn(due, '2026-12-13', false)).toBe('due');
    expect(depositStatusOn(due, '2026-12-15', false)).toBe('due');
    expect(depositStatusOn(due, '2026-12-16', false)).toBe('overdue');
    expect(depositStatusOn(due, '2026-12-16', true)).toBe('recorded');
    expect(depositStatusOn(due, '2026-11-01', true)).toBe('recorded');
  });
});
