import { describe, expect, it } from 'vitest';
import { addDays, calendarWeeks, weekStartOf } from '../model/weeks';

describe('weeks of the team calendar', () => {
  it('start on Monday, whatever the day', () => {
    expect(weekStartOf('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // the Monday itself
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // the Sunday closes it
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across the year-end
    expect(weekStartOf('1969-12-31')).toBe('1969-12-29'); // before day 0 too
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('hold each approved time off in every week it touches, earliest first', () => {
    const items = [
      { id: 'across', startDate: '2026-12-04', endDate: '2026-12-08' },
      { id: 'christmas', startDate: '2026-12-24', endDate: '2026-12-24' },
      { id: 'early', startDate: '2026-11-30', endDate: '2026-11-30' },
      { id: 'past', startDate: '2026-11-02', endDate: '2026-11-20' },
      { id: 'far', startDate: '2027-03-01', endDate: '2027-03-02' },
    ];
    const weeks = calendarWeeks(items, '2026-11-27', 6);
    expect(weeks.map((week) => [week.start, week.end, week.items.map((item) => item.id)])).toEqual([
      ['2026-11-23', '2026-11-29', []],
      ['2026-11-30', '2026-12-06', ['early', 'across']],
      ['2026-12-07', '2026-12-13', ['across']],
      ['2026-12-14', '2026-12-20', []],
      ['2026-12-21', '2026-12-27', ['christmas']],
      ['2026-12-28', '2027-01-03', []],
    ]);
  });
});
