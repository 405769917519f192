import type { PaycheckEarning } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { computeEarnings, type EarningsContext } from '../src/earnings';
import { EngineInputError } from '../src/errors';

const biweekly: EarningsContext = { payFrequency: 'biweekly' };
const amounts = (earnings: PaycheckEarning[], context: EarningsContext = biweekly) =>
  computeEarnings(earnings, context).lines.map((line) => line.amountCents);

describe('salary', () => {
  it.each([
    ['weekly', 52, 192_308],
    ['biweekly', 26, 384_615],
    ['semimonthly', 24, 416_667],
    ['monthly', 12, 833_333],
  ] as const)('%s: annual ÷ %i, half-up to the cent', (payFrequency, _periods, expected) => {
    expect(amounts([{ kind: 'salary', annualCents: 10_000_000 }], { payFrequency })).toEqual([
      expected,
    ]);
  });

  it('takes a fixed period amount as it is', () => {
    expect(amounts([{ kind: 'salary', amountCents: 123_456 }])).toEqual([123_456]);
  });

  // 2026-03-02 (Mon) … 2026-03-15 (Sun): ten working days.
  const period = { startDate: '2026-03-02', endDate: '2026-03-15' };

  it('prorates by worked days ÷ working days when the employee starts inside the period', () => {
    // Hired Wednesday 2026-03-04: 8 of 10 working days of 3,846.15 = 3,076.92.
    const result = computeEarnings([{ kind: 'salary', annualCents: 10_000_000 }], {
      ...biweekly,
      period,
      employment: { hireDate: '2026-03-04' },
    });
    expect(result.lines[0]).toEqual({
      code: 'salary',
      amountCents: 307_692,
      label: 'Salary (8 of 10 working days)',
      proration: { workedDays: 8, workingDays: 10 },
    });
  });

  it('prorates a termination inside the period, weekends not counted', () => {
    // Left Friday 2026-03-06: 5 of 10 days of 2,000.00; leaving on the Sunday still counts 5.
    const leftFriday = { ...biweekly, period, employment: { terminationDate: '2026-03-06' } };
    const leftSunday = { ...biweekly, period, employment: { terminationDate: '2026-03-08' } };
    expect(amounts([{ kind: 'salary', amountCents: 200_000 }], leftFriday)).toEqual([100_000]);
    expect(amounts([{ kind: 'salary', amountCents: 200_000 }], leftSunday)).toEqual([100_000]);
  });

  it('pays in full when hire and termination fall outside the period, nothing when not employed in it', () => {
    const outside = {
      ...biweekly,
      period,
      employment: { hireDate: '2025-01-06', terminationDate: '2026-12-31' },
    };
    const later = { ...biweekly, period, employment: { hireDate: '2026-04-01' } };
    expect(amounts([{ kind: 'salary', amountCents: 200_000 }], outside)).toEqual([200_000]);
    expect(amounts([{ kind: 'salary', amountCents: 200_000 }], later)).toEqual([0]);
  });

  it('needs the period to prorate', () => {
    expect(() =>
      computeEarnings([{ kind: 'salary', amountCents: 200_000 }], {
        ...biweekly,
        employment: { hireDate: '2026-03-04' },
      }),
    ).toThrow(expect.objectContaining({ field: 'period' }));
  });
});

describe('hourly and overtime', () => {
  it('multiplies hours (two decimals) by the rate, overtime at 1.5×', () => {
    expect(
      amounts([
        { kind: 'hourly', hours: 80, rateCents: 2_500 },
        { kind: 'hourly', hours: 7.25, rateCents: 1_999 },
        { kind: 'overtime', hours: 5, rateCents: 2_500 },
        { kind: 'overtime', hours: 0.33, rateCents: 1_999 },
      ]),
    ).toEqual([
      200_000, // 80 × 25.00
      14_493, // 7.25 × 19.99 = 144.9275 → 144.93
      18_750, // 5 × 25.00 × 1.5
      990, // 0.33 × 19.99 × 1.5 = 9.89505 → 9.90
    ]);
  });

  it('refuses more hours than the period has', () => {
    const tooMany = () =>
      computeEarnings(
        [
          { kind: 'hourly', hours: 160, rateCents: 2_000 },
          { kind: 'overtime', hours: 10, rateCents: 2_000 },
        ],
        { payFrequency: 'weekly' },
      );
    expect(tooMany).toThrow(EngineInputError);
    expect(tooMany).toThrow(expect.objectContaining({ field: 'earnings[1].hours' }));
  });
});

describe('supplemental wages and reimbursements', () => {
  it('counts bonus and commission as wages (supplemental), reimbursements apart', () => {
    const result = computeEarnings(
      [
        { kind: 'hourly', hours: 40, rateCents: 2_000 },
        { kind: 'bonus', amountCents: 50_000 },
        { kind: 'commission', amountCents: 25_000 },
        { kind: 'reimbursement', amountCents: 4_250 },
      ],
      biweekly,
    );
    expect(result).toMatchObject({
      grossCents: 155_000,
      supplementalCents: 75_000,
      reimbursementsCents: 4_250,
    });
  });
});
