import type { PaycheckFederalW4 } from '@paydesk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import { utah } from '../../src/states/utah';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const W4_2020 = {
  w4Version: '2020',
  multipleJobs: false,
  dependentsCents: 0,
  otherIncomeCents: 0,
  deductionsCents: 0,
  extraWithholdingCents: 0,
  exempt: false,
} as const;
const SINGLE = { ...W4_2020, filingStatus: 'single' } as const;
const MARRIED = { ...W4_2020, filingStatus: 'married_jointly' } as const;

// Periods beginning on or after 1 June 2026 take Rev. 4/26; earlier ones Rev. 4/25.
const JUNE = { startDate: '2026-06-01', endDate: '2026-06-14' };
const MAY = { startDate: '2026-05-18', endDate: '2026-05-31' };

const withhold = (grossCents: number, periods: number, federal: PaycheckFederalW4, period = JUNE) =>
  utah.prepare({}).calculate({
    ...stateContext({ grossCents, federal, payDate: '2026-06-19', period }),
    periodsPerYear: periods,
  }).incomeTaxCents;

describe('Utah (Publication 14, phase-out credit)', () => {
  for (const [name, grossCents, periods, federal, expected] of [
    // lines 1–7 as printed: wages, × rate → $, allowance, wages − threshold, × 1.3% → $, credit, tax
    ['Ex 1 weekly $400 single: 400, 18, 9, 220, 3, 6 → $12', 40_000, 52, SINGLE, 1_200],
    ['Ex 2 biweekly $2,600 single: 2600, 116, 19, 2240, 29, 0 → $116', 260_000, 26, SINGLE, 11_600],
    [
      'Ex 3 semimonthly $1,200 married: 1200, 53, 40, 421, 5, 35 → $18',
      120_000,
      24,
      MARRIED,
      1_800,
    ],
    [
      'Ex 4 monthly $7,800 married: 7800, 347, 81, 6242, 81, 0 → $347',
      780_000,
      12,
      MARRIED,
      34_700,
    ],
    [
      'Ex 5 quarterly $9,000 single: 9000, 401, 121, 6663, 87, 34 → $367',
      900_000,
      4,
      SINGLE,
      36_700,
    ],
    ['Ex 6 daily $175 married: 175, 8, 4, 103, 1, 3 → $5', 17_500, 260, MARRIED, 500],
  ] as const) {
    it(`Pub 14 (Rev. 4/26) p. 11 ${name}`, () => {
      expect(withhold(grossCents, periods, federal)).toBe(expected);
    });
  }

  it('Pub 14 (Rev. 4/25) Ex 2 biweekly $2,600 single: 2600, 117, 17, 2250, 29, 0 → $117', () => {
    expect(withhold(260_000, 26, SINGLE, MAY)).toBe(11_700);
  });

  it('picks the revision by the period start, not the pay date', () => {
    // Paid in June for a May period: still 4.5%.
    expect(withhold(260_000, 26, SINGLE, { startDate: '2026-05-25', endDate: '2026-06-07' })).toBe(
      11_700,
    );
    // Without a period the pay date stands in.
    const noPeriod = (payDate: string) =>
      utah.prepare({}).calculate(stateContext({ grossCents: 260_000, payDate })).incomeTaxCents;
    expect(noPeriod('2026-05-29')).toBe(11_700);
    expect(noPeriod('2026-06-12')).toBe(11_600);
  });

  it('head of household uses the single column', () => {
    const hoh = { ...W4_2020, filingStatus: 'head_of_household' } as const;
    expect(withhold(40_000, 52, hoh)).toBe(1_200);
  });

  it('"Utah Only – Exempt" and a federal exemption withhold nothing', () => {
    const context = stateContext({ grossCents: 260_000 });
    expect(utah.prepare({ exempt: true }).calculate(context).incomeTaxCents).toBe(0);
    expect(
      utah
        .prepare({})
        .calculate(stateContext({ grossCents: 260_000, federal: { ...SINGLE, exempt: true } }))
        .incomeTaxCents,
    ).toBe(0);
  });

  it('end to end: biweekly $2,000, federal W-4 single, period from 1 June → $89', () => {
    // 2,000 × 4.45% = 89; (2,000 − 360) × 1.3% = 21.32 → 21 > 19: no credit
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'UT' },
        payDate: '2026-06-19',
        period: { startDate: '2026-06-06', endDate: '2026-06-19' },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(8_900);
  });

  it('takes no allowances: the federal W-4 is its certificate', () => {
    expect(() => utah.prepare({ allowances: 1 })).toThrow(
      expect.objectContaining({
        field: 'state.allowances',
        message: expect.stringContaining('exempt'),
      }),
    );
  });

  describe('properties', () => {
    // Pub 14 thresholds, in cents, by edition and column.
    const THRESHOLDS: Record<string, Record<PayFrequency, readonly [number, number]>> = {
      '2026-03-02': {
        weekly: [175, 350],
        biweekly: [350, 701],
        semimonthly: [379, 759],
        monthly: [759, 1_518],
      },
      '2026-06-01': {
        weekly: [180, 360],
        biweekly: [360, 719],
        semimonthly: [390, 779],
        monthly: [779, 1_558],
      },
    };
    withholdingProperties({
      module: utah,
      setup: fc.record({
        fields: fc.constant({}),
        context: fc.record({
          federal: fc.constantFrom(SINGLE, MARRIED),
          period: fc.constantFrom('2026-03-02', '2026-06-01').map((startDate) => ({
            startDate,
            endDate: startDate,
          })),
        }),
      }),
      zeroAtOrBelow: ({ context }, frequency) => {
        const row = THRESHOLDS[context?.period?.startDate ?? '']?.[frequency] ?? [0, 0];
        return (context?.federal === MARRIED ? row[1] : row[0]) * 100;
      },
    });
  });
});
