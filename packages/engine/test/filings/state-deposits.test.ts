import { describe, expect, it } from 'vitest';
import { STATE_DEPOSIT_RULES, stateDeposits } from '../../src/filings/state-deposits';

describe('state withholding deposits', () => {
  it('keeps a rule for each state the demo withholds for', () => {
    expect(Object.keys(STATE_DEPOSIT_RULES).sort()).toEqual(['IL', 'IN', 'PA']);
  });

  it('deposits Illinois monthly, by the 15th of the next month, past weekends and holidays', () => {
    const deposits = stateDeposits('IL', [
      { payDate: '2026-10-15', cents: 10_000 },
      { payDate: '2026-10-30', cents: 2_345 },
      { payDate: '2026-11-13', cents: 9_000 },
      { payDate: '2026-12-31', cents: 1 },
    ]);
    expect(deposits).toEqual([
      // 15 November 2026 is a Sunday.
      {
        state: 'IL',
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        dueDate: '2026-11-16',
        cents: 12_345,
      },
      {
        state: 'IL',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        dueDate: '2026-12-15',
        cents: 9_000,
      },
      // 15 January 2027 is a Friday.
      {
        state: 'IL',
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        dueDate: '2027-01-15',
        cents: 1,
      },
    ]);
  });

  it('deposits Pennsylvania’s quarter-end month with the quarterly return', () => {
    const deposits = stateDeposits('PA', [
      { payDate: '2026-08-14', cents: 500 },
      { payDate: '2026-09-30', cents: 700 },
    ]);
    expect(deposits?.map((d) => [d.periodEnd, d.dueDate])).toEqual([
      ['2026-08-31', '2026-09-15'],
      // 31 October 2026 is a Saturday.
      ['2026-09-30', '2026-11-02'],
    ]);
  });

  it('caps Indiana’s 30th at February’s last day, and leaves out a month that owes nothing', () => {
    const deposits = stateDeposits('IN', [
      { payDate: '2027-01-15', cents: 400 },
      { payDate: '2027-02-12', cents: 300 },
      { payDate: '2027-02-26', cents: -300 },
    ]);
    // 28 February 2027 is a Sunday.
    expect(deposits).toEqual([
      {
        state: 'IN',
        periodStart: '2027-01-01',
        periodEnd: '2027-01-31',
        dueDate: '2027-03-01',
        cents: 400,
      },
    ]);
  });

  it('has no deposits for a state without a rule', () => {
    expect(stateDeposits('OH', [{ payDate: '2026-10-15', cents: 100 }])).toBeNull();
  });
});
