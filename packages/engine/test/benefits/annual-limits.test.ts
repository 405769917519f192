import type { PaycheckRequestInput, PaycheckResult } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { paycheckInput, wagesOf } from '../support/requests';

// 2026 figures (IRS Notice 2025-67; Rev. Procs. 2025-19 and 2025-32), copied from the reference.
const ELECTIVE_2026 = 24_500_00;
const CATCH_UP_2026 = 8_000_00;
const HIGHER_CATCH_UP_2026 = 11_250_00;

type Deductions = NonNullable<PaycheckRequestInput['deductions']>;

const paycheck = (deductions: Deductions, extra: Partial<PaycheckRequestInput> = {}) =>
  calculatePaycheck(paycheckInput({ earnings: wagesOf(1_000_000), deductions, ...extra }));

const deductionLines = (result: PaycheckResult) =>
  result.lines.filter((line) => line.side === 'deduction');

const amounts = (result: PaycheckResult) => deductionLines(result).map((line) => line.amountCents);

describe('deductions by percentage', () => {
  it('takes a percentage of the line’s gross, rounded half-up to the cent', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: wagesOf(123_457),
        deductions: [{ kind: '401k', percentage: 5 }],
      }),
    );
    expect(amounts(result)).toEqual([6_173]); // 1,234.57 × 5% = 61.7285
  });

  it('refuses a deduction with both an amount and a percentage, or neither', () => {
    expect(() => paycheck([{ kind: '401k', amountCents: 100, percentage: 5 }])).toThrow(
      /exactly one of amountCents or percentage/,
    );
    expect(() => paycheck([{ kind: '401k' }])).toThrow(/exactly one of amountCents or percentage/);
  });
});

describe('the §402(g) limit, shared by 401(k) and Roth 401(k)', () => {
  it('stops a 401(k) in the middle of a paycheck and says so', () => {
    const result = paycheck([{ kind: '401k', amountCents: 1_000_00, ytdCents: 24_000_00 }]);
    expect(deductionLines(result)[0]).toMatchObject({ amountCents: 500_00, limitReached: true });
    // A limit is not a shortfall of pay.
    expect(result.capped).toEqual([]);
  });

  it('shares the limit: the Roth 401(k) after it gets what the 401(k) leaves', () => {
    const result = paycheck([
      { kind: '401k', amountCents: 300_00, ytdCents: 20_000_00 },
      { kind: 'roth401k', amountCents: 300_00, ytdCents: 4_200_00 },
    ]);
    expect(amounts(result)).toEqual([300_00, 0]);
    expect(deductionLines(result).map((line) => line.limitReached)).toEqual([true, true]);
  });

  it('takes an explicit year-to-date of the group over the deductions’ own', () => {
    const result = paycheck([{ kind: 'roth401k', amountCents: 1_000_00 }], {
      employee: { electiveDeferralsYtd: { traditionalCents: 20_000_00, rothCents: 4_000_00 } },
    });
    expect(amounts(result)).toEqual([500_00]);
  });

  it('leaves a deduction far from the limit without the flag', () => {
    const line = deductionLines(paycheck([{ kind: '401k', amountCents: 500_00 }]))[0];
    expect(line?.amountCents).toBe(500_00);
    expect(line).not.toHaveProperty('limitReached');
  });

  it('uses the 2025 row for a 2025 paycheck ($23,500)', () => {
    const result = calculatePaycheck(
      paycheckInput({
        taxYear: 2025,
        payDate: '2025-06-13',
        earnings: wagesOf(1_000_000),
        deductions: [{ kind: '401k', amountCents: 1_000_00, ytdCents: 23_000_00 }],
      }),
    );
    expect(amounts(result)).toEqual([500_00]);
  });
});

describe('catch-up contributions by the age on 31 December', () => {
  const nearLimit = (age: number | undefined, extra: Partial<PaycheckRequestInput> = {}) =>
    paycheck([{ kind: '401k', amountCents: 5_000_00, ytdCents: ELECTIVE_2026 }], {
      ...(age === undefined ? {} : { employee: { ageOnDecember31: age } }),
      ...extra,
    });

  it.each([
    ['no age given', undefined, 0],
    ['49', 49, 0],
    ['50', 50, CATCH_UP_2026],
    ['59', 59, CATCH_UP_2026],
    ['60', 60, HIGHER_CATCH_UP_2026],
    ['63', 63, HIGHER_CATCH_UP_2026],
    ['64', 64, CATCH_UP_2026],
  ])('age %s: room above $24,500 is %i cents', (_label, age, room) => {
    const result = nearLimit(age);
    expect(amounts(result)).toEqual([Math.min(5_000_00, room)]);
  });

  it('allows all of the catch-up, then stops at $24,500 + $8,000 at 50', () => {
    const result = paycheck(
      [{ kind: '401k', amountCents: 5_000_00, ytdCents: ELECTIVE_2026 + 4_000_00 }],
      { employee: { ageOnDecember31: 50 } },
    );
    expect(deductionLines(result)[0]).toMatchObject({ amountCents: 4_000_00, limitReached: true });
  });

  it('counts the age on 31 December from a birth date: 50 even if born on 31 December', () => {
    const born = (birthDate: string) =>
      amounts(
        paycheck([{ kind: '401k', amountCents: 100_00, ytdCents: ELECTIVE_2026 }], {
          employee: { birthDate },
        }),
      );
    expect(born('1976-12-31')).toEqual([100_00]);
    expect(born('1977-01-01')).toEqual([0]);
  });
});

describe('the Roth-only catch-up above $150,000 of prior-year FICA wages', () => {
  const employee = (priorYearFicaWagesCents: number) => ({
    employee: { ageOnDecember31: 55, priorYearFicaWagesCents },
  });

  it('stops the traditional 401(k) at the base limit and lets the Roth take the catch-up', () => {
    const result = paycheck(
      [
        { kind: '401k', amountCents: 2_000_00, ytdCents: 23_500_00 },
        { kind: 'roth401k', amountCents: 2_000_00 },
      ],
      employee(150_000_01),
    );
    expect(amounts(result)).toEqual([1_000_00, 2_000_00]);
    expect(deductionLines(result)[0]?.limitReached).toBe(true);
  });

  it('leaves the catch-up traditional at exactly $150,000 (the rule says above)', () => {
    const result = paycheck(
      [{ kind: '401k', amountCents: 2_000_00, ytdCents: 23_500_00 }],
      employee(150_000_00),
    );
    expect(amounts(result)).toEqual([2_000_00]);
  });

  it('still stops the Roth at the base limit plus the catch-up', () => {
    const result = paycheck([{ kind: 'roth401k', amountCents: 2_000_00 }], {
      employee: {
        ageOnDecember31: 55,
        priorYearFicaWagesCents: 200_000_00,
        electiveDeferralsYtd: { traditionalCents: 24_500_00, rothCents: 7_000_00 },
      },
    });
    expect(amounts(result)).toEqual([1_000_00]);
  });
});

describe('HSA, FSA and commuter limits', () => {
  it('HSA: self-only $4,400, family $8,750, $1,000 more from 55, the employer’s part counted', () => {
    const hsa = (extra: object, employee?: PaycheckRequestInput['employee']) =>
      amounts(
        paycheck(
          [{ kind: 'hsa', amountCents: 2_000_00, ytdCents: 4_000_00, ...extra }],
          employee === undefined ? {} : { employee },
        ),
      )[0];
    expect(hsa({})).toBe(400_00);
    expect(hsa({ hsaCoverage: 'family' })).toBe(2_000_00);
    expect(hsa({}, { ageOnDecember31: 55 })).toBe(1_400_00);
    expect(hsa({ employerYtdCents: 300_00 })).toBe(100_00);
  });

  it('HSA: the employer’s contribution is paid first, the employee’s stops where both meet the limit', () => {
    const result = paycheck([
      { kind: 'hsa', amountCents: 500_00, ytdCents: 4_000_00, employer: { amountCents: 300_00 } },
    ]);
    expect(deductionLines(result)[0]).toMatchObject({
      amountCents: 100_00,
      employerAmountCents: 300_00,
      limitReached: true,
    });
  });

  it('health FSA $3,400; dependent care FSA $7,500, $3,750 married filing separately', () => {
    expect(
      amounts(paycheck([{ kind: 'health_fsa', amountCents: 500_00, ytdCents: 3_000_00 }])),
    ).toEqual([400_00]);
    const dependentCare = [
      { kind: 'dependent_care_fsa' as const, amountCents: 500_00, ytdCents: 3_500_00 },
    ];
    expect(amounts(paycheck(dependentCare))).toEqual([500_00]);
    expect(
      amounts(
        paycheck(dependentCare, {
          federal: { w4Version: '2020', filingStatus: 'married_separately' },
        }),
      ),
    ).toEqual([250_00]);
  });

  it('commuter: $340 in the pay date’s month, each benefit on its own', () => {
    const result = paycheck([
      { kind: 'commuter', label: 'Transit', amountCents: 200_00, monthToDateCents: 200_00 },
      { kind: 'commuter', label: 'Parking', amountCents: 200_00 },
    ]);
    expect(amounts(result)).toEqual([140_00, 200_00]);
    expect(deductionLines(result).map((line) => line.limitReached)).toEqual([true, undefined]);
  });

  it('a deduction’s own annual limit stops it too, whichever limit is lower', () => {
    const result = paycheck([
      {
        kind: 'postTax',
        label: 'Charity',
        amountCents: 100_00,
        annualLimitCents: 500_00,
        ytdCents: 450_00,
      },
      { kind: '401k', amountCents: 100_00, annualLimitCents: 50_000_00 },
    ]);
    expect(amounts(result)).toEqual([50_00, 100_00]);
    expect(deductionLines(result).map((line) => line.limitReached)).toEqual([true, undefined]);
  });
});
