import { describe, expect, it } from 'vitest';
import { computeLine } from './line-computation';
import { emptyInputs, NO_YTD, type EmployeeFacts, type RunFacts } from './line-types';

const employee = (overrides: Partial<EmployeeFacts> = {}): EmployeeFacts => ({
  id: 'e1',
  firstName: 'Ada',
  lastName: 'Lane',
  paymentType: 'salary',
  rateCents: 5_200_000,
  hireDate: '2020-01-06',
  terminationDate: null,
  federal: {
    w4Version: '2020',
    filingStatus: 'single',
    multipleJobs: false,
    dependentsCents: 0,
    otherIncomeCents: 0,
    deductionsCents: 0,
    extraWithholdingCents: 0,
    exempt: false,
  },
  state: { code: 'TX' },
  ...overrides,
});

// Biweekly 14–27 November 2026 (ten working days), paid 4 December.
const run = (overrides: Partial<RunFacts> = {}): RunFacts => ({
  frequency: 'biweekly',
  periodStart: '2026-11-14',
  periodEnd: '2026-11-27',
  payDate: '2026-12-04',
  withholding: 'regular',
  paysSalary: true,
  sutaRateBasisPoints: null,
  ...overrides,
});

const taxes = (list: { code: string; amountCents: number }[]) =>
  Object.fromEntries(list.map((tax) => [tax.code, tax.amountCents]));

describe('line computation', () => {
  it('salaried: $52,000 a year biweekly in Texas', () => {
    const { computed, error } = computeLine(
      employee(),
      run({ sutaRateBasisPoints: 270 }),
      emptyInputs(),
      NO_YTD,
    );
    expect(error).toBeNull();
    // 5,200,000 ÷ 26 = 2,000.00. Federal: 52,000 − 8,600 = 43,400; 1,240 + 12% × 23,500 =
    // 4,060 a year ÷ 26 = 156.15. Social security 124.00, Medicare 29.00.
    expect(computed.grossCents).toBe(200_000);
    expect(taxes(computed.employeeTaxes)).toMatchObject({
      federalIncomeTax: 15_615,
      socialSecurity: 12_400,
      medicare: 2_900,
    });
    expect(computed.netPayCents).toBe(200_000 - 15_615 - 12_400 - 2_900);
    // Employer: social security and Medicare matched, FUTA 0.6% = 12.00, SUTA 2.7% = 54.00.
    expect(taxes(computed.employerTaxes)).toMatchObject({
      socialSecurity: 12_400,
      medicare: 2_900,
      futa: 1_200,
      suta: 5_400,
    });
  });

  it('hourly: 80 hours at $20 and 5 overtime hours at 1.5×', () => {
    const { computed } = computeLine(
      employee({ paymentType: 'hourly', rateCents: 2_000 }),
      run(),
      {
        ...emptyInputs(),
        earnings: [
          { code: 'hourly', hours: 80 },
          { code: 'overtime', hours: 5 },
        ],
      },
      NO_YTD,
    );
    // 1,600.00 + 5 × 30.00 = 1,750.00. Federal: 45,500 − 8,600 = 36,900; 1,240 + 12% × 17,000 =
    // 3,280 ÷ 26 = 126.15. Social security 108.50; Medicare 25.375 → 25.38.
    expect(computed.earnings.map((earning) => [earning.code, earning.amountCents])).toEqual([
      ['hourly', 160_000],
      ['overtime', 15_000],
    ]);
    expect(computed.grossCents).toBe(175_000);
    expect(computed.netPayCents).toBe(175_000 - 12_615 - 10_850 - 2_538);
  });

  it('a hire inside the period is paid for the working days from the hire date', () => {
    // Hired Monday 23 November: 5 of the 10 working days.
    const { computed } = computeLine(
      employee({ hireDate: '2026-11-23' }),
      run(),
      emptyInputs(),
      NO_YTD,
    );
    expect(computed.grossCents).toBe(100_000);
  });

  it('a termination inside the period is paid up to the termination date', () => {
    // Leaves Wednesday 18 November: 16, 17 and 18 November, 3 of 10 working days.
    const { computed } = computeLine(
      employee({ terminationDate: '2026-11-18' }),
      run(),
      emptyInputs(),
      NO_YTD,
    );
    expect(computed.grossCents).toBe(60_000);
  });

  it('year-to-date wages crossing the social security wage base', () => {
    // $184,000 paid already; the 2026 wage base is $184,500: only 500.00 is taxed (31.00).
    const { computed } = computeLine(employee(), run(), emptyInputs(), {
      ...NO_YTD,
      socialSecurityWagesCents: 18_400_000,
      medicareWagesCents: 18_400_000,
    });
    expect(taxes(computed.employeeTaxes)).toMatchObject({ socialSecurity: 3_100, medicare: 2_900 });
    expect(computed.wages.socialSecurityWagesCents).toBe(200_000);
  });

  it('an off-cycle bonus with supplemental withholding: 22% federal, no salary', () => {
    const { computed } = computeLine(
      employee(),
      run({ paysSalary: false, withholding: 'supplemental' }),
      { ...emptyInputs(), earnings: [{ code: 'bonus', amountCents: 500_000 }] },
      NO_YTD,
    );
    // 5,000.00: federal 1,100.00, social security 310.00, Medicare 72.50.
    expect(computed.earnings.map((earning) => earning.code)).toEqual(['bonus']);
    expect(taxes(computed.employeeTaxes)).toMatchObject({
      federalIncomeTax: 110_000,
      socialSecurity: 31_000,
      medicare: 7_250,
    });
    expect(computed.netPayCents).toBe(351_750);
    expect(computed.wages.supplementalWagesCents).toBe(500_000);
  });

  it('a pay date in a year without tax data computes nothing and throws nothing', () => {
    const outcome = computeLine(employee(), run({ payDate: '2027-01-08' }), emptyInputs(), NO_YTD);
    expect(outcome.error).toBeNull();
    expect(outcome.computed.grossCents).toBe(0);
  });

  it('what only the engine can judge becomes the line’s error', () => {
    const outcome = computeLine(
      employee({ paymentType: 'hourly', rateCents: 2_000 }),
      run(),
      { ...emptyInputs(), earnings: [{ code: 'hourly', hours: 400 }] },
      NO_YTD,
    );
    expect(outcome.error?.path).toBe('earnings[0].hours');
  });
});
