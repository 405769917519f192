import type { PaycheckRequestInput, PaycheckResult } from '@paydesk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchCents } from '../../src/benefits/employer-contributions';
import { calculatePaycheck } from '../../src/gross-to-net';
import { paycheckInput, wagesOf } from '../support/requests';

type Deductions = NonNullable<PaycheckRequestInput['deductions']>;

const paycheck = (deductions: Deductions, extra: Partial<PaycheckRequestInput> = {}) =>
  calculatePaycheck(paycheckInput({ earnings: wagesOf(400_000), deductions, ...extra }));

const deductionLines = (result: PaycheckResult) =>
  result.lines.filter((line) => line.side === 'deduction');

describe('the wages each kind lowers', () => {
  // Federal income tax (box 1), FICA (boxes 3 and 5), FUTA: the reference's table.
  it.each([
    ['401k', { income: 300_00, fica: 0, futa: 0 }],
    ['roth401k', { income: 0, fica: 0, futa: 0 }],
    ['section125_medical', { income: 300_00, fica: 300_00, futa: 300_00 }],
    ['hsa', { income: 300_00, fica: 300_00, futa: 300_00 }],
    ['health_fsa', { income: 300_00, fica: 300_00, futa: 300_00 }],
    ['dependent_care_fsa', { income: 300_00, fica: 300_00, futa: 300_00 }],
    ['commuter', { income: 300_00, fica: 300_00, futa: 300_00 }],
    ['postTax', { income: 0, fica: 0, futa: 0 }],
  ] as const)('%s', (kind, lowered) => {
    const none = paycheck([]);
    const result = paycheck([{ kind, amountCents: 300_00 }]);
    expect(
      none.taxableWages.federalIncomeTaxCents - result.taxableWages.federalIncomeTaxCents,
    ).toBe(lowered.income);
    expect(none.subjectWages.socialSecurityCents - result.subjectWages.socialSecurityCents).toBe(
      lowered.fica,
    );
    expect(none.subjectWages.medicareCents - result.subjectWages.medicareCents).toBe(lowered.fica);
    expect(none.subjectWages.futaCents - result.subjectWages.futaCents).toBe(lowered.futa);
  });

  const stateWages = (code: string, deductions: Deductions) =>
    paycheck(deductions, { state: { code } }).taxableWages.stateIncomeTaxCents;

  it('Pennsylvania taxes 401(k) deferrals; most states do not', () => {
    expect(stateWages('PA', [{ kind: '401k', amountCents: 300_00 }])).toBe(400_000);
    expect(stateWages('IL', [{ kind: '401k', amountCents: 300_00 }])).toBe(400_000 - 300_00);
    expect(stateWages('NJ', [{ kind: '401k', amountCents: 300_00 }])).toBe(400_000 - 300_00);
  });

  it('California and New Jersey tax HSA contributions, the employer’s too; other states do not', () => {
    const hsa: Deductions = [
      { kind: 'hsa', amountCents: 300_00, employer: { amountCents: 50_00 } },
    ];
    expect(stateWages('CA', hsa)).toBe(400_000 + 50_00);
    expect(stateWages('NJ', hsa)).toBe(400_000 + 50_00);
    expect(stateWages('IL', hsa)).toBe(400_000 - 300_00);
    // The federal wages are lowered in every state, and the employer's part is never wages.
    const california = paycheck(hsa, { state: { code: 'CA' } });
    expect(california.taxableWages.federalIncomeTaxCents).toBe(400_000 - 300_00);
    expect(california.subjectWages.socialSecurityCents).toBe(400_000 - 300_00);
  });

  it('California and New Jersey still exclude medical premiums', () => {
    const premium: Deductions = [{ kind: 'section125_medical', amountCents: 300_00 }];
    expect(stateWages('CA', premium)).toBe(400_000 - 300_00);
    expect(stateWages('NJ', premium)).toBe(400_000 - 300_00);
  });
});

describe('employer contributions', () => {
  const SAFE_HARBOR = [
    { upToPercentOfPay: 3, ratePercent: 100 },
    { upToPercentOfPay: 5, ratePercent: 50 },
  ];

  it.each([
    [0, 0],
    [2, 80_00], // 2% of $4,000 matched in full
    [3, 120_00],
    [4, 140_00], // 3% + half of 1%
    [5, 160_00], // 3% + half of 2% = 4% of pay
    [10, 160_00],
  ])(
    'matches 100%% of the first 3%% of pay and 50%% of the next 2%%: %i%% deferred',
    (pct, match) => {
      const result = paycheck([
        { kind: '401k', percentage: pct, employer: { match: SAFE_HARBOR } },
      ]);
      expect(deductionLines(result)[0]?.employerAmountCents).toBe(match);
      expect(result.totals.employerContributionsCents).toBe(match);
    },
  );

  it('matches the deferral actually taken when the limit stops it', () => {
    const result = paycheck([
      {
        kind: '401k',
        percentage: 5,
        ytdCents: 24_400_00,
        employer: { match: SAFE_HARBOR },
      },
    ]);
    expect(deductionLines(result)[0]).toMatchObject({
      amountCents: 100_00,
      employerAmountCents: 100_00,
      limitReached: true,
    });
  });

  it('pays a fixed amount or a percentage of pay, and they are not wages', () => {
    const none = paycheck([]);
    const result = paycheck([
      { kind: 'section125_medical', amountCents: 100_00, employer: { amountCents: 400_00 } },
      { kind: '401k', amountCents: 0, employer: { percentage: 3 } },
      { kind: 'postTax', amountCents: 10_00 },
    ]);
    expect(deductionLines(result).map((line) => line.employerAmountCents)).toEqual([
      400_00,
      120_00,
      undefined,
    ]);
    expect(result.totals.employerContributionsCents).toBe(520_00);
    expect(result.grossCents).toBe(none.grossCents);
    expect(result.subjectWages.futaCents).toBe(none.subjectWages.futaCents - 100_00);
    expect(result.netPayCents).toBeLessThan(none.netPayCents);
  });

  it('says nothing of employers when no deduction has an employer part', () => {
    const result = paycheck([{ kind: '401k', amountCents: 100_00 }]);
    expect(result.totals).not.toHaveProperty('employerContributionsCents');
    expect(deductionLines(result)[0]).not.toHaveProperty('employerAmountCents');
  });

  it('refuses tiers that do not rise, and more than one kind of employer part', () => {
    expect(() =>
      paycheck([
        {
          kind: '401k',
          amountCents: 1,
          employer: {
            match: [
              { upToPercentOfPay: 5, ratePercent: 50 },
              { upToPercentOfPay: 3, ratePercent: 100 },
            ],
          },
        },
      ]),
    ).toThrow(/tiers must rise/);
    expect(() =>
      paycheck([{ kind: '401k', amountCents: 1, employer: { amountCents: 1, percentage: 1 } }]),
    ).toThrow(/exactly one of amountCents, percentage or match/);
  });

  it('a match never passes the top tier’s share of pay and grows with the deferral', () => {
    const tiers = fc
      .uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 })
      .chain((bounds) =>
        fc.tuple(
          fc.constant([...bounds].sort((a, b) => a - b)),
          fc.array(fc.integer({ min: 0, max: 200 }), {
            minLength: bounds.length,
            maxLength: bounds.length,
          }),
        ),
      )
      .map(([bounds, rates]) =>
        bounds.map((upToPercentOfPay, index) => ({
          upToPercentOfPay,
          ratePercent: rates[index] ?? 0,
        })),
      );
    fc.assert(
      fc.property(
        tiers,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (match, gross, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const matchedLow = matchCents(match, low, gross);
          const matchedHigh = matchCents(match, high, gross);
          expect(matchedLow).toBeGreaterThanOrEqual(0);
          expect(matchedHigh).toBeGreaterThanOrEqual(matchedLow - match.length);
          const maxRate = Math.max(...match.map((tier) => tier.ratePercent));
          const top = match[match.length - 1]?.upToPercentOfPay ?? 0;
          expect(matchedHigh).toBeLessThanOrEqual(
            Math.ceil((gross * top * maxRate) / 10_000) + match.length,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
