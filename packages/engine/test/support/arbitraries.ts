import {
  amountEarningCodes,
  deductionCodes,
  hoursEarningCodes,
  type PaycheckRequestInput,
} from '@paydesk/contracts';
import fc from 'fast-check';

const cents = (max: number) => fc.integer({ min: 0, max });
// At most 40 hours a line: four lines still fit in a weekly period's 168 hours.
const hours = fc.integer({ min: 0, max: 4_000 }).map((hundredths) => hundredths / 100);

/** Every earning of the vocabulary, given as its code says. */
export const earningArbitrary: fc.Arbitrary<PaycheckRequestInput['earnings'][number]> = fc.oneof(
  fc.record({ kind: fc.constant('salary' as const), annualCents: cents(50_000_000) }),
  fc.record({ kind: fc.constant('salary' as const), amountCents: cents(2_000_000) }),
  fc.record({ kind: fc.constantFrom(...hoursEarningCodes), hours, rateCents: cents(20_000) }),
  fc.record({ kind: fc.constantFrom(...amountEarningCodes), amountCents: cents(5_000_000) }),
);

export const deductionArbitrary: fc.Arbitrary<
  NonNullable<PaycheckRequestInput['deductions']>[number]
> = fc.record({
  kind: fc.constantFrom(...deductionCodes),
  // Up to $50,000: often more than the paycheck, to exercise the caps.
  amountCents: fc.oneof(cents(50_000), cents(5_000_000)),
});

export const federalArbitrary: fc.Arbitrary<PaycheckRequestInput['federal']> = fc.oneof(
  fc.record({
    w4Version: fc.constant('2020' as const),
    filingStatus: fc.constantFrom(
      'single' as const,
      'married_jointly' as const,
      'married_separately' as const,
      'head_of_household' as const,
    ),
    multipleJobs: fc.boolean(),
    dependentsCents: fc.oneof(fc.constant(0), cents(1_000_000)),
    otherIncomeCents: fc.oneof(fc.constant(0), cents(10_000_000)),
    deductionsCents: fc.oneof(fc.constant(0), cents(5_000_000)),
    extraWithholdingCents: fc.oneof(fc.constant(0), cents(100_000)),
    exempt: fc.integer({ min: 0, max: 9 }).map((roll) => roll === 0),
  }),
  fc.record({
    w4Version: fc.constant('2019' as const),
    filingStatus: fc.constantFrom('single' as const, 'married' as const),
    allowances: fc.integer({ min: 0, max: 10 }),
    extraWithholdingCents: fc.oneof(fc.constant(0), cents(50_000)),
    exempt: fc.boolean(),
  }),
);

export const stateArbitrary: fc.Arbitrary<PaycheckRequestInput['state']> = fc.oneof(
  fc.constantFrom('AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WY').map((code) => ({ code })),
  fc.record({ code: fc.constant('WA'), waCaresExempt: fc.boolean() }),
  fc.record({ code: fc.constant('PA'), reciprocalNonresident: fc.boolean() }),
  fc.record({
    code: fc.constant('IL'),
    basicAllowances: fc.integer({ min: 0, max: 6 }),
    additionalAllowances: fc.integer({ min: 0, max: 3 }),
    additionalWithholdingCents: fc.oneof(fc.constant(0), cents(20_000)),
    exempt: fc.boolean(),
  }),
);

export const ytdArbitrary = fc.record({
  socialSecurityWagesCents: cents(30_000_000),
  medicareWagesCents: cents(30_000_000),
  futaWagesCents: cents(1_000_000),
  sutaWagesCents: cents(10_000_000),
});

export const requestArbitrary: fc.Arbitrary<PaycheckRequestInput> = fc
  .record({
    taxYear: fc.constantFrom(2025, 2026),
    payFrequency: fc.constantFrom(
      'weekly' as const,
      'biweekly' as const,
      'semimonthly' as const,
      'monthly' as const,
    ),
    earnings: fc.array(earningArbitrary, { minLength: 1, maxLength: 4 }),
    deductions: fc.array(deductionArbitrary, { maxLength: 4 }),
    federal: federalArbitrary,
    state: stateArbitrary,
    ytd: ytdArbitrary,
    suta: fc.record({
      rateBasisPoints: fc.integer({ min: 0, max: 1_000 }),
      wageBaseCents: cents(10_000_000),
    }),
  })
  .map((request) => ({ ...request, payDate: `${request.taxYear}-06-12` }));
