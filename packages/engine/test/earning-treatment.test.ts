import {
  earningCodes,
  earningInputs,
  type EarningCode,
  type HoursEarningCode,
} from '@paydesk/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  earningTreatments,
  type EarningTreatment,
  type EarningTreatments,
  type RateFactor,
} from '../src/earning-treatment';
import { computeEarnings } from '../src/earnings';

describe('earning treatments', () => {
  it('has one treatment for every earning code of the vocabulary, and no other', () => {
    expectTypeOf<keyof typeof earningTreatments>().toEqualTypeOf<EarningCode>();
    expectTypeOf(earningTreatments).toExtend<Readonly<Record<EarningCode, EarningTreatment>>>();
    expectTypeOf<EarningTreatments[HoursEarningCode]['rateFactor']>().toEqualTypeOf<RateFactor>();
    const withoutVacation: Omit<EarningTreatments, 'vacation'> = earningTreatments;
    // @ts-expect-error a table missing a code of the vocabulary does not type-check
    const incomplete: EarningTreatments = withoutVacation;
    expect(incomplete).toBe(earningTreatments);

    expect(Object.keys(earningTreatments).sort()).toEqual([...earningCodes].sort());
  });

  it('gives every hours earning, and only those, a positive rate factor', () => {
    for (const code of earningCodes) {
      const factor = earningTreatments[code].rateFactor;
      if (earningInputs[code] === 'hours') {
        expect(factor?.numerator, code).toBeGreaterThan(0);
        expect(factor?.denominator, code).toBeGreaterThan(0);
      } else {
        expect(factor, code).toBeUndefined();
      }
    }
  });

  it('pays time off at the regular rate, as regular wages', () => {
    for (const code of ['vacation', 'sick', 'personal'] as const) {
      expect(earningTreatments[code]).toEqual(earningTreatments.hourly);
    }
  });

  it('taxes bonus and commission as supplemental wages, and a reimbursement as no wages', () => {
    const supplemental = earningCodes.filter((code) => earningTreatments[code].isSupplemental);
    const notWages = earningCodes.filter((code) => !earningTreatments[code].isWages);
    expect(supplemental).toEqual(['bonus', 'commission']);
    expect(notWages).toEqual(['reimbursement']);
  });
});

describe('time-off earnings', () => {
  it('pays vacation, sick and personal hours at the rate given, named by the vocabulary', () => {
    const result = computeEarnings(
      [
        { kind: 'hourly', hours: 64, rateCents: 2_500 },
        { kind: 'vacation', hours: 8, rateCents: 2_500 },
        { kind: 'sick', hours: 4.5, rateCents: 1_999 },
        { kind: 'personal', hours: 0.33, rateCents: 1_999 },
      ],
      { payFrequency: 'biweekly' },
    );
    expect(result.lines.slice(1)).toEqual([
      { code: 'vacation', label: 'Vacation pay', amountCents: 20_000, hours: 8, rateCents: 2_500 },
      // 4.5 × 19.99 = 89.955 → 89.96
      { code: 'sick', label: 'Sick pay', amountCents: 8_996, hours: 4.5, rateCents: 1_999 },
      // 0.33 × 19.99 = 6.5967 → 6.60
      {
        code: 'personal',
        label: 'Personal time off',
        amountCents: 660,
        hours: 0.33,
        rateCents: 1_999,
      },
    ]);
    expect(result).toMatchObject({
      grossCents: 160_000 + 20_000 + 8_996 + 660,
      supplementalCents: 0,
      reimbursementsCents: 0,
    });
  });

  it('counts time-off hours toward the hours the period can hold', () => {
    const tooMany = () =>
      computeEarnings(
        [
          { kind: 'hourly', hours: 160, rateCents: 2_000 },
          { kind: 'vacation', hours: 8.01, rateCents: 2_000 },
        ],
        { payFrequency: 'weekly' },
      );
    expect(tooMany).toThrow(
      expect.objectContaining({
        field: 'earnings[1].hours',
        message: expect.stringContaining('168.01, more than the 168 hours'),
      }),
    );
    expect(() =>
      computeEarnings(
        [
          { kind: 'hourly', hours: 160, rateCents: 2_000 },
          { kind: 'vacation', hours: 8, rateCents: 2_000 },
        ],
        { payFrequency: 'weekly' },
      ),
    ).not.toThrow();
  });
});
