import { describe, expect, it } from 'vitest';
import { deadlineUrgency } from '../model/deadline';
import {
  emptyPayGroupForm,
  previewPeriods,
  requestOf,
  validatePayGroupForm,
} from '../model/pay-group-form';
import { contractMessageIds } from '../model/pay-group-messages';
import { localToday } from '../model/today';
import en from '../locales/en.json';

const semimonthly = {
  ...emptyPayGroupForm,
  name: 'Office staff',
  frequency: 'semimonthly' as const,
  firstPeriodEnd: '2026-01-15',
  firstPayDate: '2026-01-15',
  secondPayDay: '31',
};

describe('the pay group form', () => {
  it('sends the second pay day as a number, and only for a semimonthly group', () => {
    expect(requestOf(semimonthly)).toMatchObject({ secondPayDay: 31 });
    expect(requestOf({ ...semimonthly, frequency: 'weekly' })).toMatchObject({
      secondPayDay: null,
    });
    expect(requestOf({ ...semimonthly, secondPayDay: ' ' })).toMatchObject({ secondPayDay: null });
  });

  it('is checked by the contract: a semimonthly group needs its second pay day', () => {
    expect(validatePayGroupForm(semimonthly).success).toBe(true);
    const missing = validatePayGroupForm({ ...semimonthly, secondPayDay: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['secondPayDay']);
  });

  it('previews the next six periods with the holiday that moved a pay date', () => {
    const periods = previewPeriods(semimonthly, '2027-01-20');
    expect(periods).toHaveLength(6);
    expect(periods?.[1]).toMatchObject({
      scheduledPayDate: '2027-02-15',
      payDate: '2027-02-12',
      adjustment: 'holiday',
      holiday: 'presidents_day',
    });
  });

  it('previews nothing while the schedule is incomplete or cannot work', () => {
    expect(previewPeriods({ ...semimonthly, firstPayDate: null }, '2027-01-20')).toBeNull();
    expect(
      previewPeriods({ ...semimonthly, firstPeriodEnd: '2026-01-20' }, '2027-01-20'),
    ).toBeNull();
  });

  it('gives every contract message a catalogue text that says the same', () => {
    const english = en as Record<string, string>;
    for (const [message, id] of Object.entries(contractMessageIds)) {
      if (!message.startsWith('must be')) expect(english[id]).toBe(message);
      else expect(english[id]).toBeDefined();
    }
  });
});

describe('deadlines and today', () => {
  it('marks a deadline past, within two business days, or later', () => {
    expect(deadlineUrgency('2026-11-23', '2026-11-24')).toBe('past');
    // Tuesday 24 November 2026: two business days on is Friday the 27th (Thanksgiving skipped).
    expect(deadlineUrgency('2026-11-27', '2026-11-24')).toBe('soon');
    expect(deadlineUrgency('2026-11-30', '2026-11-24')).toBe('later');
  });

  it('reads today in the person’s own time zone', () => {
    expect(localToday(new Date(2026, 10, 24, 23, 30))).toBe('2026-11-24');
  });
});
