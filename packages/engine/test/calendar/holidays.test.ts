import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  closedForHoliday,
  federalReserveHolidays,
  isBusinessDay,
  previousBusinessDay,
} from '../../src/calendar';

// The Federal Reserve's K.8 table "Holidays Observed by the Federal Reserve System 2026-2030"
// (last update 2025-12-31), its 2020–2024 edition for 2024, and the St. Louis Fed's 2025 schedule.
// Each date is the holiday itself; a Saturday holiday leaves the Reserve Banks open.
const published: Record<number, string[]> = {
  2024: [
    '01-01',
    '01-15',
    '02-19',
    '05-27',
    '06-19',
    '07-04',
    '09-02',
    '10-14',
    '11-11',
    '11-28',
    '12-25',
  ],
  2025: [
    '01-01',
    '01-20',
    '02-17',
    '05-26',
    '06-19',
    '07-04',
    '09-01',
    '10-13',
    '11-11',
    '11-27',
    '12-25',
  ],
  2026: [
    '01-01',
    '01-19',
    '02-16',
    '05-25',
    '06-19',
    '07-04',
    '09-07',
    '10-12',
    '11-11',
    '11-26',
    '12-25',
  ],
  2027: [
    '01-01',
    '01-18',
    '02-15',
    '05-31',
    '06-19',
    '07-04',
    '09-06',
    '10-11',
    '11-11',
    '11-25',
    '12-25',
  ],
  2028: [
    '01-01',
    '01-17',
    '02-21',
    '05-29',
    '06-19',
    '07-04',
    '09-04',
    '10-09',
    '11-11',
    '11-23',
    '12-25',
  ],
  2029: [
    '01-01',
    '01-15',
    '02-19',
    '05-28',
    '06-19',
    '07-04',
    '09-03',
    '10-08',
    '11-11',
    '11-22',
    '12-25',
  ],
  2030: [
    '01-01',
    '01-21',
    '02-18',
    '05-27',
    '06-19',
    '07-04',
    '09-02',
    '10-14',
    '11-11',
    '11-28',
    '12-25',
  ],
};

describe('Federal Reserve holidays', () => {
  it.each(Object.entries(published))('%s matches the published table', (year, days) => {
    expect(federalReserveHolidays(Number(year)).map((holiday) => holiday.date)).toEqual(
      days.map((day) => `${year}-${day}`),
    );
  });

  it('closes the Monday after a Sunday holiday and stays open the Friday before a Saturday one', () => {
    // 2027: Independence Day on a Sunday, Juneteenth and Christmas on Saturdays (K.8 notes).
    expect(closedForHoliday('2027-07-05')?.id).toBe('independence_day');
    expect(isBusinessDay('2027-07-05')).toBe(false);
    expect(isBusinessDay('2027-06-18')).toBe(true);
    expect(isBusinessDay('2027-12-24')).toBe(true);
    // 2026: Independence Day on a Saturday: Friday 3 July is a banking day.
    expect(isBusinessDay('2026-07-03')).toBe(true);
    // 2029: Veterans Day on a Sunday closes Monday 12 November.
    expect(isBusinessDay('2029-11-12')).toBe(false);
  });

  it('knows Juneteenth only from 2022 and Martin Luther King Jr. Day only from 1986', () => {
    const ids = (year: number) => federalReserveHolidays(year).map((holiday) => holiday.id);
    expect(ids(2021)).not.toContain('juneteenth');
    expect(ids(2022)).toContain('juneteenth');
    expect(ids(1985)).not.toContain('martin_luther_king_jr_day');
    expect(ids(1986)).toContain('martin_luther_king_jr_day');
  });

  it('computes the whole range, 1900 to 2099', () => {
    expect(federalReserveHolidays(1900)).toHaveLength(9);
    expect(federalReserveHolidays(2099)).toHaveLength(11);
    // 2099-12-25 is a Friday; 1900-01-01 a Monday.
    expect(closedForHoliday('2099-12-25')?.id).toBe('christmas_day');
    expect(closedForHoliday('1900-01-01')?.id).toBe('new_years_day');
  });
});

describe('business days', () => {
  it('counts across Thanksgiving and across Christmas and New Year', () => {
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-30', -2)).toBe('2026-11-25');
    expect(addBusinessDays('2026-12-24', 2)).toBe('2026-12-29');
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04');
    expect(addBusinessDays('2026-12-31', 0)).toBe('2026-12-31');
  });

  it('moves to the business day before a weekend or a holiday', () => {
    expect(previousBusinessDay('2026-11-26')).toBe('2026-11-25');
    expect(previousBusinessDay('2026-11-29')).toBe('2026-11-27');
    expect(previousBusinessDay('2027-01-01')).toBe('2026-12-31');
    expect(previousBusinessDay('2026-11-24')).toBe('2026-11-24');
  });
});
