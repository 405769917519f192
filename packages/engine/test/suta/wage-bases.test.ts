import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { findStateModule, supportedStateCodes } from '../../src/states/registry';
import {
  isFlaggedSutaWageBase,
  publishedSutaWageBase,
  requiredSutaWageBaseCents,
  SUTA_WAGE_BASES,
} from '../../src/suta/wage-bases';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';

const flagged = (taxYear: number) =>
  Object.entries(SUTA_WAGE_BASES[taxYear] ?? {})
    .filter(([, wageBase]) => isFlaggedSutaWageBase(wageBase, taxYear))
    .map(([code]) => code)
    .sort();

describe('published SUTA wage bases', () => {
  it.each([
    ['CA', 7_000_00],
    ['NJ', 44_800_00],
    ['IL', 14_250_00],
    ['AK', 54_200_00],
    ['CO', 30_600_00],
    ['MA', 15_000_00],
    ['ID', 58_300_00],
  ])('2026 %s: the reference’s 2026 figure', (code, cents) => {
    expect(publishedSutaWageBase(code, 2026)).toMatchObject({
      wageBaseCents: cents,
      figureYear: 2026,
    });
  });

  it('holds 50 states for 2026, 32 of them flagged (an older year, an estimate or a caveat)', () => {
    expect(Object.keys(SUTA_WAGE_BASES[2026] ?? {})).toHaveLength(50);
    expect(flagged(2026)).toEqual([
      'AR', // estimate
      'DC',
      'HI', // estimate
      'KS', // two 2026 figures disagree: 2025 stands
      'KY', // 2024 (2026 "estimated" figure not captured)
      'MI',
      'MN',
      'MO',
      'MT',
      'NC',
      'ND',
      'NE', // a second base for the highest rate category
      'NH',
      'NM',
      'NV',
      'NY',
      'OH',
      'OK',
      'OR',
      'PA',
      'RI',
      'SC',
      'SD',
      'TN', // 2023
      'TX',
      'UT',
      'VA',
      'VT',
      'WA',
      'WI',
      'WV',
      'WY',
    ]);
    expect(publishedSutaWageBase('TN', 2026)?.figureYear).toBe(2023);
  });

  it('leaves out Louisiana (2026 lowered, figure unknown); Kansas keeps its 2025 base', () => {
    expect(publishedSutaWageBase('LA', 2026)).toBeUndefined();
    expect(publishedSutaWageBase('KS', 2026)?.figureYear).toBe(2025);
  });

  it('never dates a figure after its tax year, and every figure is a positive whole amount', () => {
    for (const [year, states] of Object.entries(SUTA_WAGE_BASES)) {
      for (const wageBase of Object.values(states)) {
        expect(wageBase.figureYear).toBeLessThanOrEqual(Number(year));
        expect(Number.isSafeInteger(wageBase.wageBaseCents)).toBe(true);
        expect(wageBase.wageBaseCents).toBeGreaterThan(0);
        expect(wageBase.source).not.toBe('');
      }
    }
  });

  it('gives every state but Louisiana a 2026 base', () => {
    const missing = supportedStateCodes().filter((code) => !publishedSutaWageBase(code, 2026));
    expect(missing).toEqual(['LA']);
  });

  it('caps the Alaska and New Jersey employee unemployment contributions at the same figure', () => {
    expect(requiredSutaWageBaseCents('NJ', 2026)).toBe(44_800_00);
    const [ui] = findStateModule('AK')
      .prepare({})
      .calculate(stateContext({ grossCents: 200_000, ytdCents: 5_400_000 })).programmes;
    expect(ui?.taxableWagesCents).toBe(20_000);
    expect(() => requiredSutaWageBaseCents('LA', 2026)).toThrow(RangeError);
  });

  describe('in the engine', () => {
    const sutaOf = (
      state: { code: string },
      suta: { rateBasisPoints: number; wageBaseCents?: number },
    ) => calculatePaycheck(paycheckInput({ state, ytd: { sutaWagesCents: 600_000 }, suta }));

    it('applies the published base when the request gives none (California $7,000)', () => {
      // 7,000 − 6,000 = 1,000 taxable × 3.4% = 34.00
      const result = sutaOf({ code: 'CA' }, { rateBasisPoints: 340 });
      expect(result.taxableWages.sutaCents).toBe(100_000);
      expect(result.employerTaxes.sutaCents).toBe(34_00);
    });

    it('applies a flagged older figure too (Washington, 2024 $68,500)', () => {
      const result = sutaOf({ code: 'WA' }, { rateBasisPoints: 100 });
      expect(result.taxableWages.sutaCents).toBe(200_000);
    });

    it('never overrides the wage base the request gives', () => {
      const result = sutaOf({ code: 'CA' }, { rateBasisPoints: 340, wageBaseCents: 650_000 });
      expect(result.taxableWages.sutaCents).toBe(50_000);
    });

    it('is an error naming suta.wageBaseCents where no base is on file', () => {
      expect(() =>
        calculatePaycheck(
          paycheckInput({
            taxYear: 2025,
            payDate: '2025-03-14',
            state: { code: 'IL' },
            suta: { rateBasisPoints: 340 },
          }),
        ),
      ).toThrow(
        expect.objectContaining({
          field: 'suta.wageBaseCents',
          message: expect.stringContaining('2025 Illinois'),
        }),
      );
    });
  });
});
