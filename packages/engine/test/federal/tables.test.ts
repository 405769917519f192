import { describe, expect, it } from 'vitest';
import type { FederalTable } from '../../src/tax-years/tax-year-data';
import { taxYear2025 } from '../../src/tax-years/2025';
import { taxYear2026 } from '../../src/tax-years/2026';

// Pub 15-T's tables are built from the year's standard deduction and bracket tops (reference
// §2.4): re-deriving them here catches a mistyped figure in a data file.
const DERIVATION = {
  2026: {
    year: taxYear2026,
    standardDeduction: { marriedJointly: 32_200, single: 16_100, headOfHousehold: 24_150 },
    tops: {
      single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
      marriedJointly: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      headOfHousehold: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
    },
  },
  2025: {
    year: taxYear2025,
    standardDeduction: { marriedJointly: 30_000, single: 15_000, headOfHousehold: 22_500 },
    tops: {
      single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
      marriedJointly: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
      headOfHousehold: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
    },
  },
} as const;

const RATES = [0, 10, 12, 22, 24, 32, 35, 37];
const dollars = (cents: number) => cents / 100;
const percentOf = (table: FederalTable) =>
  table.map((row) => (row.rate.numerator * 100) / row.rate.denominator);

describe.each([2025, 2026] as const)('%i federal tables', (taxYear) => {
  const { year, standardDeduction, tops } = DERIVATION[taxYear];
  const statuses = ['single', 'marriedJointly', 'headOfHousehold'] as const;

  it.each(statuses)(
    '%s standard table: start = deduction − line 1g, then + bracket tops',
    (status) => {
      const table = year.federal.standard[status];
      const line1g = dollars(
        status === 'marriedJointly'
          ? year.federal.line1gCents.marriedJointly
          : year.federal.line1gCents.other,
      );
      const start = standardDeduction[status] - line1g;
      expect(table.map((row) => dollars(row.overCents))).toEqual([
        0,
        start,
        ...tops[status].map((top) => start + top),
      ]);
      expect(percentOf(table)).toEqual(RATES);
    },
  );

  it.each(statuses)('%s checkbox table: everything halved, thresholds rounded .5 up', (status) => {
    const table = year.federal.checkbox[status];
    const start = standardDeduction[status] / 2;
    expect(table.map((row) => dollars(row.overCents))).toEqual([
      0,
      start,
      ...tops[status].map((top) => Math.ceil(start + top / 2)),
    ]);
    expect(percentOf(table)).toEqual(RATES);
  });

  it.each(statuses)(
    '%s: each tentative amount C carries the previous row to the half cent',
    (status) => {
      for (const kind of ['standard', 'checkbox'] as const) {
        const table = year.federal[kind][status];
        const halved = kind === 'checkbox';
        const start = halved ? standardDeduction[status] / 2 : table[1]!.overCents / 100;
        // Unrounded thresholds: IRS chains C on them, then prints A rounded.
        const exact = [0, start, ...tops[status].map((top) => start + (halved ? top / 2 : top))];
        for (let row = 2; row < table.length; row += 1) {
          const previous = table[row - 1]!;
          const expected =
            previous.baseCents / 100 + (RATES[row - 1]! / 100) * (exact[row]! - exact[row - 1]!);
          // IRS prints half cents rounded up (96,489.625 → 96,489.63).
          expect(Math.abs(table[row]!.baseCents / 100 - expected)).toBeLessThan(0.0051);
        }
      }
    },
  );
});
