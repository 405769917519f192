import { describe, expect, it } from 'vitest';
import { depositDueDateOf, federalDepositDueDate, futaDepositDueDate } from './deposit-due-dates';

describe('federal deposit due dates (a monthly depositor)', () => {
  it('is the 15th of the month after the pay date, on a business day', () => {
    expect(federalDepositDueDate('2026-08-28')).toBe('2026-09-15');
    expect(federalDepositDueDate('2026-08-01')).toBe('2026-09-15');
    expect(federalDepositDueDate('2026-12-04')).toBe('2027-01-15');
  });

  it('moves past a weekend, then past a holiday', () => {
    // 15 November 2026 is a Sunday.
    expect(federalDepositDueDate('2026-10-30')).toBe('2026-11-16');
    // 15 February 2026 is a Sunday and Monday the 16th is Presidents Day.
    expect(federalDepositDueDate('2026-01-16')).toBe('2026-02-17');
  });
});

describe('FUTA deposit due dates', () => {
  it('is the last day of the month after the quarter', () => {
    expect(futaDepositDueDate('2026-01-02')).toBe('2026-04-30');
    expect(futaDepositDueDate('2026-03-31')).toBe('2026-04-30');
    expect(futaDepositDueDate('2026-05-15')).toBe('2026-07-31');
  });

  it('moves past a weekend, into the next year for the fourth quarter', () => {
    // 31 October 2026 is a Saturday; 31 January 2027 a Sunday.
    expect(futaDepositDueDate('2026-07-10')).toBe('2026-11-02');
    expect(futaDepositDueDate('2026-12-04')).toBe('2027-02-01');
  });
});

describe('a ledger entry’s due date', () => {
  it('is known for the IRS only', () => {
    expect(depositDueDateOf({ agency: 'irs', tax: 'federal_income' }, '2026-12-04')).toBe(
      '2027-01-15',
    );
    expect(depositDueDateOf({ agency: 'irs', tax: 'additional_medicare' }, '2026-12-04')).toBe(
      '2027-01-15',
    );
    expect(depositDueDateOf({ agency: 'irs', tax: 'futa' }, '2026-12-04')).toBe('2027-02-01');
    expect(depositDueDateOf({ agency: 'state:IL', tax: 'state_income' }, '2026-12-04')).toBeNull();
    expect(depositDueDateOf({ agency: 'local:NYC', tax: 'local_income' }, '2026-12-04')).toBeNull();
  });
});
