import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDayNumber } from '../../src/dates';
import { isEngineInputError } from '../../src/errors';
import {
  addBusinessDays,
  closedForHoliday,
  federalReserveHolidays,
  isBusinessDay,
  previousBusinessDay,
} from '../../src/calendar';

const fieldOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return isEngineInputError(error) ? error.field : 'crashed';
  }
};

const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

describe('the calendar’s range, 1900–2099', () => {
  it.each([
    ['the first Monday closed for a Sunday holiday', '1900-11-12', 'veterans_day'],
    ['the first day', '1900-01-01', 'new_years_day'],
    ['a Friday holiday in the last year', '2099-12-25', 'christmas_day'],
  ])('knows %s', (_what, date, id) => {
    expect(closedForHoliday(date)?.id).toBe(id);
    expect(isBusinessDay(date)).toBe(false);
  });

  it('leaves the Friday before a Saturday holiday open in the last year', () => {
    // 4 July 2099 is a Saturday.
    expect(federalReserveHolidays(2099).find((day) => day.id === 'independence_day')).toEqual({
      id: 'independence_day',
      date: '2099-07-04',
      closedOn: null,
    });
    expect(isBusinessDay('2099-07-03')).toBe(true);
  });

  it.each([
    ['a year before', () => federalReserveHolidays(1899), 'year'],
    ['a year after', () => federalReserveHolidays(2100), 'year'],
    ['a fractional year', () => federalReserveHolidays(2026.5), 'year'],
    ['a date before', () => isBusinessDay('1899-12-29'), 'date'],
    ['a date after', () => previousBusinessDay('2100-01-01'), 'date'],
    ['a date that does not exist', () => isBusinessDay('2026-02-29'), 'date'],
    ['a date in another shape', () => closedForHoliday('2026-7-4'), 'date'],
    ['a count past the end', () => addBusinessDays('2099-12-31', 1), 'count'],
    ['a count before the start', () => addBusinessDays('1900-01-02', -1), 'count'],
    ['a fractional count', () => addBusinessDays('2026-01-05', 1.5), 'count'],
  ])('refuses %s, naming the field', (_what, run, field) => {
    expect(fieldOf(run)).toBe(field);
  });
});

const calendarDays = fc
  .integer({ min: toDayNumber('1900-02-01'), max: toDayNumber('2099-11-30') })
  .map(dateOf);

describe('business day properties', () => {
  it('moves back to a business day, and only when the day is not one', () => {
    fc.assert(
      fc.property(calendarDays, (date) => {
        const before = previousBusinessDay(date);
        expect(isBusinessDay(before)).toBe(true);
        expect(before <= date).toBe(true);
        expect(before === date).toBe(isBusinessDay(date));
        expect(toDayNumber(date) - toDayNumber(before)).toBeLessThanOrEqual(4);
      }),
      { numRuns: 500 },
    );
  });

  it('counts business days there and back to the same business day', () => {
    fc.assert(
      fc.property(calendarDays, fc.integer({ min: -15, max: 15 }), (date, count) => {
        const start = previousBusinessDay(date);
        const moved = addBusinessDays(start, count);
        expect(isBusinessDay(moved)).toBe(true);
        expect(Math.sign(toDayNumber(moved) - toDayNumber(start))).toBe(Math.sign(count));
        expect(addBusinessDays(moved, -count)).toBe(start);
      }),
      { numRuns: 300 },
    );
  });
});
