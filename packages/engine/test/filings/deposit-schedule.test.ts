import { describe, expect, it } from 'vitest';
import { depositScheduleFor, lookbackPeriod } from '../../src/filings';

describe('deposit schedule from the lookback period', () => {
  it('looks back from 1 July two years before to 30 June of the year before', () => {
    expect(lookbackPeriod(2026)).toEqual({ start: '2024-07-01', end: '2025-06-30' });
  });

  it('is monthly up to and including $50,000, semiweekly above', () => {
    expect(depositScheduleFor({ year: 2026, lookbackLiabilityCents: 5_000_000 })).toEqual({
      schedule: 'monthly',
      reason: 'lookback_at_most_50000',
      lookback: { start: '2024-07-01', end: '2025-06-30' },
      semiweeklyFrom: null,
    });
    expect(depositScheduleFor({ year: 2026, lookbackLiabilityCents: 5_000_001 })).toMatchObject({
      schedule: 'semiweekly',
      reason: 'lookback_over_50000',
    });
    expect(depositScheduleFor({ year: 2026, lookbackLiabilityCents: 0 })).toMatchObject({
      schedule: 'monthly',
      reason: 'lookback_at_most_50000',
    });
  });

  it('makes a new employer (no lookback) monthly', () => {
    expect(depositScheduleFor({ year: 2026, lookbackLiabilityCents: null })).toMatchObject({
      schedule: 'monthly',
      reason: 'new_employer',
      semiweeklyFrom: null,
    });
  });

  it('turns a monthly depositor semiweekly the day after a $100,000 day, and all next year', () => {
    expect(
      depositScheduleFor({
        year: 2026,
        lookbackLiabilityCents: null,
        hundredThousandDay: '2026-03-13',
      }),
    ).toMatchObject({ schedule: 'monthly', reason: 'new_employer', semiweeklyFrom: '2026-03-14' });
    // Next year the lookback alone would say monthly; the $100,000 day still decides.
    expect(
      depositScheduleFor({
        year: 2027,
        lookbackLiabilityCents: 4_000_000,
        hundredThousandDay: '2026-03-13',
      }),
    ).toMatchObject({ schedule: 'semiweekly', reason: 'hundred_thousand_day_last_year' });
    // Two years on, only the lookback counts.
    expect(
      depositScheduleFor({
        year: 2028,
        lookbackLiabilityCents: 4_000_000,
        hundredThousandDay: '2026-03-13',
      }),
    ).toMatchObject({ schedule: 'monthly', reason: 'lookback_at_most_50000' });
    // 31 December: nothing is left of the year, all of the next is semiweekly.
    expect(
      depositScheduleFor({
        year: 2026,
        lookbackLiabilityCents: 100,
        hundredThousandDay: '2026-12-31',
      }).semiweeklyFrom,
    ).toBeNull();
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => depositScheduleFor({ year: 2026, lookbackLiabilityCents: 12.5 })).toThrow(
      expect.objectContaining({ field: 'lookbackLiabilityCents' }),
    );
  });
});
