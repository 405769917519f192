// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamCalendar } from '../components/team-calendar';
import { request } from './fixtures';
import { renderTimeOff } from './render-time-off';

afterEach(cleanup);

describe('the team calendar', () => {
  it('lists who is away week by week, and the weeks with nobody away', () => {
    const ana = request({ startDate: '2026-12-04', endDate: '2026-12-08', hours: 24 });
    renderTimeOff(<TeamCalendar approved={[ana]} today="2026-11-27" weeks={3} />);
    const weeks = screen.getAllByRole('region');
    expect(weeks.map((week) => within(week).getByRole('heading').textContent)).toEqual([
      'Week of November 23, 2026',
      'Week of November 30, 2026',
      'Week of December 7, 2026',
    ]);
    expect(within(weeks[0]!).getByText('Nobody away')).toBeTruthy();
    for (const week of weeks.slice(1)) {
      expect(within(week).getByRole('listitem').textContent).toBe(
        'Ana Pop · Vacation · 24 hDec 4, 2026 to Dec 8, 2026',
      );
    }
  });

  it('keeps dates and hours left to right on a right-to-left page', () => {
    renderTimeOff(
      <TeamCalendar
        approved={[request({ startDate: '2026-11-30' })]}
        today="2026-11-27"
        weeks={2}
      />,
      { locale: 'fr', direction: 'rtl' },
    );
    const item = screen.getByRole('listitem');
    const isolated = [...item.querySelectorAll('bdi[dir=ltr]')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(['16 h', '30 nov. 2026', '8 déc. 2026']);
    expect(screen.getAllByRole('heading')[1]?.textContent).toBe('Semaine du 30 novembre 2026');
  });
});
