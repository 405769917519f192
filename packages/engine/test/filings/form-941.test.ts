import { describe, expect, it } from 'vitest';
import { form941Lines, type Form941Paycheck } from '../../src/filings';

const zeroFica = {
  socialSecurityWagesCents: 0,
  medicareWagesCents: 0,
  additionalMedicareWagesCents: 0,
  employeeSocialSecurityCents: 0,
  employeeMedicareCents: 0,
  additionalMedicareCents: 0,
  employerSocialSecurityCents: 0,
  employerMedicareCents: 0,
};

/** A paycheck whose FICA the payroll rounded paycheck by paycheck, as it does. */
const smallPaycheck = (
  employeeId: string,
  payDate: string,
  wagesCents: number,
  socialSecurityCents: number,
  medicareCents: number,
  federalIncomeTaxCents: number,
): Form941Paycheck => ({
  employeeId,
  payDate,
  wagesCents,
  federalIncomeTaxCents,
  socialSecurityWagesCents: wagesCents,
  medicareWagesCents: wagesCents,
  additionalMedicareWagesCents: 0,
  employeeSocialSecurityCents: socialSecurityCents,
  employeeMedicareCents: medicareCents,
  additionalMedicareCents: 0,
  employerSocialSecurityCents: socialSecurityCents,
  employerMedicareCents: medicareCents,
});

const payDates = [
  '2026-01-16',
  '2026-01-30',
  '2026-02-13',
  '2026-02-27',
  '2026-03-13',
  '2026-03-27',
];

describe('Form 941 line 7, fractions of cents', () => {
  // Employee A earns $100.05 a paycheck: social security 6.2% = $6.2031 → $6.20, Medicare
  // 1.45% = $1.450725 → $1.45, the employer the same; income tax $5.00.
  // Employee B earns $100.25: 6.2% = $6.2155 → $6.22, 1.45% = $1.453625 → $1.45; tax $6.00.
  const paychecks = payDates.flatMap((payDate) => [
    smallPaycheck('A', payDate, 10_005, 620, 145, 500),
    smallPaycheck('B', payDate, 10_025, 622, 145, 600),
  ]);

  it('is what the twelve paychecks withheld and owed less line 5e', () => {
    const lines = form941Lines({
      year: 2026,
      quarter: 1,
      paychecks,
      employeesPaidForThe12th: ['A', 'B', 'A'],
      depositsCents: 24_984,
      depositor: { schedule: 'monthly' },
    });
    // Wages: 6 × $100.05 + 6 × $100.25 = $600.30 + $601.50 = $1,201.80.
    // 5a: $1,201.80 × 12.4% = $149.0232 → $149.02. 5c: × 2.9% = $34.8522 → $34.85.
    // 5e = $183.87. Paychecks: A 6 × 2 × ($6.20 + $1.45) = $91.80, B 6 × 2 × ($6.22 + $1.45)
    // = $92.04, together $183.84. Line 7 = $183.84 − $183.87 = −$0.03.
    // (Counting the employee share alone, $91.92 withheld against 6.2% and 1.45% of the wages,
    // $74.51 + $17.43, would give −$0.02; the employer's rounding is the third cent.)
    // Line 3: 6 × $5 + 6 × $6 = $66.00. Line 6 = $249.87; lines 10 and 12 = $249.84.
    expect(lines).toMatchObject({
      line1: 2,
      line2: 120_180,
      line3: 6_600,
      line4: false,
      line5aWages: 120_180,
      line5aTax: 14_902,
      line5cWages: 120_180,
      line5cTax: 3_485,
      line5dWages: 0,
      line5dTax: 0,
      line5e: 18_387,
      line6: 24_987,
      line7: -3,
      line10: 24_984,
      line11: 0,
      line12: 24_984,
      line13: 24_984,
      line14: 0,
      line15: 0,
      // Under $2,500: no liability record.
      line16: { box: 1 },
    });
  });

  it('makes the monthly liabilities add up to line 12', () => {
    const lines = form941Lines({
      year: 2026,
      quarter: 1,
      // Eleven times the paychecks, so the quarter passes $2,500 and box 2 applies.
      paychecks: Array.from({ length: 11 }, () => paychecks).flat(),
      employeesPaidForThe12th: ['A', 'B'],
      depositsCents: 200_000,
      depositor: { schedule: 'monthly' },
    });
    // Wages $13,219.80: 5a × 12.4% = $1,639.2552 → $1,639.26; 5c × 2.9% = $383.3742 → $383.37;
    // 5e = $2,022.63. Paychecks 11 × $183.84 = $2,022.24, so line 7 = −$0.39.
    // Line 12 = 11 × $66 + $2,022.24 = $2,748.24; deposits $2,000 → line 14 = $748.24.
    expect(lines.line5e).toBe(202_263);
    expect(lines.line7).toBe(-39);
    expect(lines.line12).toBe(274_824);
    expect(lines.line14).toBe(74_824);
    // Each month: 2 pay dates × 11 × ($20.30 + $21.34) = $916.08.
    expect(lines.line16).toEqual({
      box: 2,
      monthLiabilitiesCents: [91_608, 91_608, 91_608],
      totalCents: 274_824,
    });
  });
});

describe('Form 941 for a semiweekly depositor', () => {
  // An employee already past $200,000 for the year: $10,000 a paycheck, all of it subject to
  // the 0.9% Additional Medicare Tax; still under the social security wage base.
  const bigPaycheck = (payDate: string): Form941Paycheck => ({
    employeeId: 'C',
    payDate,
    wagesCents: 1_000_000,
    federalIncomeTaxCents: 250_000,
    socialSecurityWagesCents: 1_000_000,
    medicareWagesCents: 1_000_000,
    additionalMedicareWagesCents: 1_000_000,
    employeeSocialSecurityCents: 62_000,
    employeeMedicareCents: 14_500,
    additionalMedicareCents: 9_000,
    employerSocialSecurityCents: 62_000,
    employerMedicareCents: 14_500,
  });

  it('fills 5d and attaches Schedule B by pay date', () => {
    const lines = form941Lines({
      year: 2026,
      quarter: 2,
      paychecks: [bigPaycheck('2026-04-17'), bigPaycheck('2026-04-03')],
      employeesPaidForThe12th: ['C'],
      depositsCents: 800_000,
      depositor: { schedule: 'semiweekly' },
    });
    // 5a $20,000 × 12.4% = $2,480; 5c × 2.9% = $580; 5d × 0.9% = $180; 5e = $3,240, exactly
    // what was withheld and owed, so line 7 is 0. Line 12 = $5,000 + $3,240 = $8,240.
    expect(lines).toMatchObject({
      line5aTax: 248_000,
      line5cTax: 58_000,
      line5dWages: 2_000_000,
      line5dTax: 18_000,
      line5e: 324_000,
      line7: 0,
      line12: 824_000,
      line14: 24_000,
    });
    expect(lines.line16).toEqual({
      box: 3,
      scheduleB: {
        days: [
          { payDate: '2026-04-03', cents: 412_000 },
          { payDate: '2026-04-17', cents: 412_000 },
        ],
        monthTotalsCents: [824_000, 0, 0],
        totalCents: 824_000,
      },
    });
  });

  it('uses Schedule B for a monthly depositor with a $100,000 day in the quarter', () => {
    const tax = (payDate: string, cents: number): Form941Paycheck => ({
      employeeId: 'D',
      payDate,
      wagesCents: cents * 4,
      federalIncomeTaxCents: cents,
      ...zeroFica,
    });
    const lines = form941Lines({
      year: 2026,
      quarter: 1,
      paychecks: [tax('2026-03-06', 4_000_000), tax('2026-03-13', 6_000_000)],
      employeesPaidForThe12th: ['D'],
      depositsCents: 10_000_000,
      depositor: { schedule: 'monthly' },
    });
    expect(lines.line4).toBe(true);
    expect(lines.line16).toMatchObject({ box: 3, scheduleB: { totalCents: 10_000_000 } });
    expect(lines.line15).toBe(0);
  });

  it('refuses a paycheck outside the quarter', () => {
    expect(() =>
      form941Lines({
        year: 2026,
        quarter: 2,
        paychecks: [bigPaycheck('2026-07-01')],
        employeesPaidForThe12th: [],
        depositsCents: 0,
        depositor: { schedule: 'semiweekly' },
      }),
    ).toThrow(expect.objectContaining({ field: 'paychecks[0].payDate' }));
  });
});
