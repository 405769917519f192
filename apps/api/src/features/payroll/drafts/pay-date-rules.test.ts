import { describe, expect, it } from 'vitest';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { checkPayDate, closedDayOf, taxYearProblem } from './pay-date-rules';

const refusalOf = (date: string): AppError | null => {
  try {
    checkPayDate(date, 'payDate');
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

describe('the pay date rules', () => {
  it('names the weekend or the holiday, and the business day before', () => {
    expect(closedDayOf('2026-12-12')).toEqual({
      reason: 'a Saturday',
      previousBusinessDay: '2026-12-11',
    });
    expect(closedDayOf('2026-01-19')).toEqual({
      reason: 'Martin Luther King Jr. Day',
      previousBusinessDay: '2026-01-16',
    });
    // Independence Day 2027 is a Sunday: the banks close on Monday the 5th instead.
    expect(closedDayOf('2027-07-05')).toEqual({
      reason: 'the day the banks close for Independence Day (2027-07-04)',
      previousBusinessDay: '2027-07-02',
    });
  });

  it('lets a Saturday holiday close nothing on the Friday before', () => {
    // Independence Day 2026 is a Saturday; the banks are open on Friday the 3rd.
    expect(closedDayOf('2026-07-03')).toBeNull();
    expect(refusalOf('2026-07-03')).toBeNull();
    expect(closedDayOf('2026-07-04')?.reason).toBe('a Saturday');
  });

  it('refuses the year first, so a date past the calendar is a clear refusal, not a crash', () => {
    expect(taxYearProblem('2026-12-11')).toBeNull();
    expect(refusalOf('9999-12-31')?.code).toBe('payroll.tax_year_missing');
    expect(refusalOf('2027-01-01')?.detail).toContain('Paydesk has no 2027 tax figures yet');
    expect(refusalOf('1899-12-29')?.detail).toContain('Paydesk has no 1899 tax figures,');
    const closed = refusalOf('2026-12-25');
    expect(closed?.code).toBe('payroll.pay_date_not_business_day');
    expect(closed?.errors).toEqual([
      {
        path: 'payDate',
        code: 'payroll.pay_date_not_business_day',
        message:
          'is Christmas Day, when banks are closed: choose a business day, such as 2026-12-24',
      },
    ]);
  });
});
