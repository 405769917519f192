import { describe, expect, it } from 'vitest';
import { isBusinessDay } from '../../src/calendar';
import {
  form940DueDate,
  form941DueDate,
  irsDueDate,
  irsLegalHolidayOn,
  irsLegalHolidays,
  isIrsBusinessDay,
  nextIrsBusinessDay,
} from '../../src/filings';

describe('IRS legal holidays', () => {
  it('are the federal holidays as observed plus DC Emancipation Day (2026 transcription)', () => {
    // 2026–2027 IRS legal holidays from 5 U.S.C. 6103, E.O. 11582, OPM and D.C. Code 1-612.02.
    expect(irsLegalHolidays(2026).map((h) => h.observed)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-04-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(irsLegalHolidays(2027).map((h) => h.observed)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-04-16',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
      '2027-12-31',
    ]);
  });

  it('observes a Saturday holiday on the Friday, even when that Friday is in the year before', () => {
    expect(irsLegalHolidayOn('2026-07-03')).toEqual({
      id: 'independence_day',
      date: '2026-07-04',
      observed: '2026-07-03',
    });
    expect(irsLegalHolidayOn('2027-12-31')).toMatchObject({
      id: 'new_years_day',
      date: '2028-01-01',
    });
    expect(irsLegalHolidays(2028).some((h) => h.date === '2028-01-01')).toBe(false);
  });

  it('moves Emancipation Day to the Friday before a Saturday and the Monday after a Sunday', () => {
    // 16 April 2022 was a Saturday, 16 April 2023 a Sunday.
    expect(irsLegalHolidayOn('2022-04-15')).toMatchObject({ id: 'dc_emancipation_day' });
    expect(irsLegalHolidayOn('2023-04-17')).toMatchObject({ id: 'dc_emancipation_day' });
    expect(irsLegalHolidayOn('2026-04-16')).toMatchObject({ id: 'dc_emancipation_day' });
    expect(irsLegalHolidayOn('2026-04-17')).toBeNull();
  });

  it('includes Inauguration Day, a District holiday every fourth year', () => {
    // 20 January 2029 is a Saturday: not moved. 20 January 2013 was a Sunday: Monday the 21st.
    expect(irsLegalHolidays(2029).find((h) => h.id === 'inauguration_day')?.observed).toBe(
      '2029-01-20',
    );
    expect(irsLegalHolidays(2013).find((h) => h.id === 'inauguration_day')?.observed).toBe(
      '2013-01-21',
    );
    expect(irsLegalHolidays(2026).some((h) => h.id === 'inauguration_day')).toBe(false);
  });

  it('closes the IRS on days the Reserve Banks stay open', () => {
    // Friday 3 July 2026: ACH settles, but a deposit due that day is timely on Monday.
    expect(isBusinessDay('2026-07-03')).toBe(true);
    expect(isIrsBusinessDay('2026-07-03')).toBe(false);
    expect(isBusinessDay('2026-04-16')).toBe(true);
    expect(isIrsBusinessDay('2026-04-16')).toBe(false);
  });
});

describe('IRS business days and due dates', () => {
  it('finds the next business day past weekends and holidays', () => {
    expect(nextIrsBusinessDay('2026-04-15')).toBe('2026-04-17');
    expect(nextIrsBusinessDay('2026-07-02')).toBe('2026-07-06');
    expect(nextIrsBusinessDay('2026-02-13')).toBe('2026-02-17');
    expect(nextIrsBusinessDay('2026-05-12')).toBe('2026-05-13');
  });

  it('keeps a due date on a business day and moves one on a weekend or holiday', () => {
    expect(irsDueDate('2026-11-15')).toBe('2026-11-16'); // a Sunday
    expect(irsDueDate('2026-04-16')).toBe('2026-04-17'); // Emancipation Day
    expect(irsDueDate('2026-04-17')).toBe('2026-04-17');
  });

  it('gives the Form 941 and Form 940 due dates of 2026', () => {
    expect(form941DueDate(2026, 1)).toBe('2026-04-30');
    expect(form941DueDate(2026, 2)).toBe('2026-07-31');
    expect(form941DueDate(2026, 3)).toBe('2026-11-02'); // 31 October is a Saturday
    expect(form941DueDate(2026, 4)).toBe('2027-02-01'); // 31 January 2027 is a Sunday
    expect(form940DueDate(2025)).toBe('2026-02-02');
    expect(form940DueDate(2026)).toBe('2027-02-01');
  });

  it('refuses dates it cannot read', () => {
    expect(() => irsDueDate('2026-02-30')).toThrow(expect.objectContaining({ field: 'date' }));
    expect(() => nextIrsBusinessDay('2100-01-04')).toThrow(
      expect.objectContaining({ name: 'EngineInputError', field: 'date' }),
    );
  });
});
