import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import {
  MASSACHUSETTS_2026,
  massachusetts,
  massachusettsAnnualTax,
  massachusettsRegularTax,
  massachusettsSupplementalTax,
} from '../../src/states/massachusetts';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const noClaim = { exemptions: 0, blindness: 0, hoh: false };

describe('Massachusetts (Circular M, 5% + 4% surtax)', () => {
  it('Circular M p. 12: weekly $1,115, 1 exemption, $38.46 retirement → $49.58 (table prints $49.60)', () => {
    // (1,115 − 38.46 − 85) × 52 = 51,560.08 × 5% = 2,578.00 ÷ 52 = 49.5769 → 49.58
    const claim = { ...noClaim, exemptions: 1 };
    expect(massachusettsRegularTax(MASSACHUSETTS_2026, 52, 111_500 - 3_846, claim)).toBe(4_958);
  });

  it('Circular M surtax: weekly $25,000, 0 exemptions → $1,397.88', () => {
    // 1,300,000: 1,107,750 × 5% + 192,250 × 9% = 55,387.50 + 17,302.50 = 72,690 ÷ 52
    expect(massachusettsAnnualTax(MASSACHUSETTS_2026, 1_300_000_00)).toBe(72_690_00);
    expect(massachusettsRegularTax(MASSACHUSETTS_2026, 52, 2_500_000, noClaim)).toBe(139_788);
  });

  it('Circular M p. 13 supplemental: $350,000 bonus on a $948,000 salary → $24,854', () => {
    // regular net 948,000 − 2,000 − 4,400 = 941,600; + 350,000 passes 1,107,750 by 183,850:
    // 9% × 183,850 + 5% × 166,150 = 16,546.50 + 8,307.50 = 24,854 (less than 9% × 350,000)
    expect(massachusettsSupplementalTax(MASSACHUSETTS_2026, 350_000_00, 941_600_00)).toBe(
      24_854_00,
    );
    // The same through the module, paid once a year with 1 exemption: 5% × 941,600 + 24,854
    const result = massachusetts.prepare({ exemptions: 1 }).calculate({
      ...stateContext({ grossCents: 1_298_000_00, supplementalCents: 350_000_00 }),
      periodsPerYear: 1,
    });
    expect(result.incomeTaxCents).toBe(47_080_00 + 24_854_00);
  });

  it('step 1 subtracts the paycheck’s FICA until $2,000 a year has been subtracted', () => {
    const tax = (ytdCents: number) =>
      massachusetts
        .prepare({ exemptions: 1 })
        .calculate(stateContext({ grossCents: 200_000, ytdCents })).incomeTaxCents;
    // FICA 7.65% × 2,000 = 153; (2,000 − 153 − 169) × 26 × 5% ÷ 26 = 83.90
    expect(tax(0)).toBe(8_390);
    // 2,000 − 7.65% × 25,000 = 87.50 left of the cap: (2,000 − 87.50 − 169) × 5% = 87.18 (87.175)
    expect(tax(2_500_000)).toBe(8_718);
    // cap used up: (2,000 − 169) × 5% = 91.55
    expect(tax(3_000_000)).toBe(9_155);
  });

  it('takes 401(k) deferrals into Massachusetts wages, not section 125', () => {
    const result = massachusetts
      .prepare({})
      .calculate(
        stateContext({ grossCents: 200_000, retirement401kCents: 20_000, section125Cents: 10_000 }),
      );
    expect(result.incomeTaxWagesCents).toBe(190_000);
  });

  it('credits head of household and blindness, and withholds nothing below the floor', () => {
    const weekly = (fields: Record<string, unknown>, grossCents = 100_000) =>
      massachusetts.prepare(fields).calculate(stateContext({ grossCents, payFrequency: 'weekly' }))
        .incomeTaxCents;
    // FICA 7.65% × 1,000 = 76.50 (within the $2,000 cap): (1,000 − 76.50 − 85) × 5% = 41.925
    // → 41.93; − 2.31 head of household − 2 × 2.12 blindness = 35.38
    expect(weekly({ exemptions: 1 })).toBe(4_193);
    expect(weekly({ exemptions: 1, headOfHousehold: true, blind: true, spouseBlind: true })).toBe(
      3_538,
    );
    expect(weekly({ exemptions: 1 }, 15_399)).toBe(0);
    expect(weekly({ fullTimeStudent: true })).toBe(0);
    expect(weekly({ exemptions: 1, additionalWithholdingCents: 1_000 })).toBe(5_193);
  });

  it('PFML: 0.46% employee, 0.42% employer', () => {
    const [pfml] = massachusetts
      .prepare({})
      .calculate(stateContext({ grossCents: 200_000 })).programmes;
    expect(pfml).toMatchObject({ code: 'MA_PFML', employeeCents: 920, employerCents: 840 });
  });

  it('PFML: the paycheck crossing the $184,500 cap is charged only on the part below it', () => {
    const [pfml] = massachusetts
      .prepare({})
      .calculate(stateContext({ grossCents: 400_000, ytdCents: 18_400_000 })).programmes;
    // 500 × 0.46% = 2.30; 500 × 0.42% = 2.10
    expect(pfml).toMatchObject({
      taxableWagesCents: 50_000,
      employeeCents: 230,
      employerCents: 210,
    });
  });

  it('end to end: biweekly $2,000, 1 exemption → $83.90 and PFML on both sides', () => {
    const result = calculatePaycheck(paycheckInput({ state: { code: 'MA', exemptions: 1 } }));
    expect(result.employeeTaxes).toMatchObject({ stateIncomeTaxCents: 8_390, otherCents: 920 });
    expect(result.employerTaxes.otherCents).toBe(840);
    expect(result.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'stateProgramme', code: 'MA_PFML', amountCents: 920 }),
        expect.objectContaining({ side: 'employerTax', amountCents: 840 }),
      ]),
    );
  });

  it('names the M-4 field at fault', () => {
    expect(() => massachusetts.prepare({ exemptions: -1 })).toThrow(
      expect.objectContaining({ field: 'state.exemptions', message: 'must not be negative' }),
    );
  });

  describe('properties', () => {
    const FLOOR: Record<number, number> = { 52: 154_00, 26: 308_00, 24: 333_00, 12: 667_00 };
    withholdingProperties({
      module: massachusetts,
      setup: fc.record({
        fields: fc.record({
          exemptions: fc.integer({ min: 0, max: 6 }),
          headOfHousehold: fc.boolean(),
          blind: fc.boolean(),
        }),
        context: fc.record({ ytdCents: fc.integer({ min: 0, max: 30_000_000 }) }),
      }),
      maxWagesCents: 10_000_000_00,
      // With one exemption or more, nothing is withheld below the floor (strictly).
      zeroAtOrBelow: ({ fields }, frequency) =>
        Number(fields.exemptions) > 0 ? (FLOOR[periodsPerYear(frequency)] ?? 0) - 1 : 0,
    });
  });
});
