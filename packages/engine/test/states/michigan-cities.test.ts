import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import { MICHIGAN_CITIES, MICHIGAN_CITY_OPTIONS } from '../../src/states/data/michigan-cities';
import { michigan } from '../../src/states/michigan';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';

const DETROIT_GUIDE = 'Form 5469 (Rev. 05-25), 2026 City of Detroit Income Tax Withholding Guide';

const cities = (
  fields: Record<string, unknown>,
  grossCents = 200_000,
  payFrequency: PayFrequency = 'biweekly',
) =>
  michigan.prepare(fields).calculate(stateContext({ grossCents, payFrequency })).localIncomeTaxes;

describe('Michigan city income taxes', () => {
  it('lists the 24 cities, each nonresident rate half the resident one', () => {
    expect(MICHIGAN_CITY_OPTIONS).toHaveLength(24);
    for (const city of Object.values(MICHIGAN_CITIES)) {
      const { residentRate: r, nonresidentRate: n } = city;
      expect(r.numerator * n.denominator).toBe(2 * n.numerator * r.denominator);
      expect(city.localId).toMatch(/^MI-[A-Z-]+$/);
    }
    expect(MICHIGAN_CITIES.grand_rapids.localId).toBe('MI-GRAND-RAPIDS');
    expect(michigan.locals).toHaveLength(24);
    expect(michigan.locals).toContainEqual({
      localId: 'MI-DETROIT',
      name: 'Detroit',
      source: 'table',
    });
  });

  it.each([
    ['weekly', 11_54],
    ['biweekly', 23_08],
  ] as const)(
    "Detroit's 600-dollar exemption per %s period is the guide's printed %i cents",
    (frequency, cents) => {
      const [line] = cities({ cityOfResidence: 'detroit', exemptions: 1 }, 100_000, frequency);
      expect(line?.explanation?.steps).toContainEqual({ input: 'exemptionAmount', cents });
    },
  );

  it('Detroit resident: weekly $1,000, 2 exemptions → (1,000 − 23.08) × 2.4% = $23.45', () => {
    expect(cities({ cityOfResidence: 'detroit', exemptions: 2 }, 100_000, 'weekly')).toEqual([
      {
        localId: 'MI-DETROIT',
        localName: 'Detroit',
        taxCents: 23_45,
        explanation: {
          method: 'flatRate',
          steps: [
            { input: 'taxableWages', cents: 100_000 },
            { input: 'exemptions', count: 2 },
            { input: 'exemptionAmount', cents: 11_54 },
            { input: 'periodTaxableWages', cents: 97_692 },
            { input: 'residentRate', percent: '2.4' },
          ],
          rounding: 'centHalfUp',
          publication: DETROIT_GUIDE,
        },
      },
    ]);
  });

  it('Detroit nonresident: biweekly $2,000, 1 exemption → 1,976.92 × 1.2% = $23.72', () => {
    const [line] = cities({ cityOfWork: 'detroit', exemptions: 1 });
    expect(line).toMatchObject({ localId: 'MI-DETROIT', taxCents: 23_72 });
    expect(line?.explanation?.steps.at(-1)).toEqual({ input: 'nonresidentRate', percent: '1.2' });
  });

  it('living and working in Detroit: the resident rate only', () => {
    const lines = cities({ cityOfResidence: 'detroit', cityOfWork: 'detroit' });
    expect(lines.map((line) => [line.localId, line.taxCents])).toEqual([['MI-DETROIT', 48_00]]);
  });

  it('two cities: a Detroit resident working in Lansing pays Detroit 2.4% − 0.5% and Lansing 0.5%', () => {
    const lines = cities({ cityOfResidence: 'detroit', cityOfWork: 'lansing', exemptions: 1 });
    // Both exemptions $600 ÷ 26 = 23.08: 1,976.92 × 1.9% = 37.56; × 0.5% = 9.88
    expect(lines.map((line) => [line.localId, line.taxCents])).toEqual([
      ['MI-DETROIT', 37_56],
      ['MI-LANSING', 9_88],
    ]);
    expect(lines[0]?.explanation?.steps.slice(-3)).toEqual([
      { input: 'residentRate', percent: '2.4' },
      { input: 'nonresidentRate', percent: '0.5' },
      { input: 'rate', percent: '1.9' },
    ]);
  });

  it('two cities the other way: a Lansing resident in Detroit, credit capped at Lansing 0.5%', () => {
    const lines = cities({ cityOfResidence: 'lansing', cityOfWork: 'detroit' });
    // Lansing 1% − min(1.2%, 0.5%) = 0.5% of 2,000 = 10.00; Detroit 1.2% = 24.00
    expect(lines.map((line) => [line.localId, line.taxCents])).toEqual([
      ['MI-LANSING', 10_00],
      ['MI-DETROIT', 24_00],
    ]);
  });

  it('Grand Rapids resident: weekly $1,000, 1 exemption ($600 ordinance default) → $14.83', () => {
    // 600 ÷ 52 = 11.54; 988.46 × 1.5% = 14.827 → 14.83
    const [line] = cities({ cityOfResidence: 'grand_rapids', exemptions: 1 }, 100_000, 'weekly');
    expect(line).toMatchObject({
      localId: 'MI-GRAND-RAPIDS',
      localName: 'Grand Rapids',
      taxCents: 14_83,
      explanation: {
        publication: 'Michigan Treasury, "What cities impose an income tax?" (for 2023)',
      },
    });
  });

  it('Saginaw nonresident: its own $750 exemption, biweekly 28.85 → 1,971.15 × 0.75% = $14.78', () => {
    const [line] = cities({ cityOfWork: 'saginaw', exemptions: 1 });
    expect(line).toMatchObject({ localId: 'MI-SAGINAW', taxCents: 14_78 });
  });

  it("a city certificate's exemptions replace the MI-W4's for the city only", () => {
    const result = michigan
      .prepare({ exemptions: 1, cityExemptions: 0, cityOfWork: 'detroit' })
      .calculate(stateContext({ grossCents: 200_000 }));
    expect(result.localIncomeTaxes[0]?.taxCents).toBe(24_00);
    expect(result.incomeTaxCents).toBe(75_36);
  });

  it('no city by default; an MI-W4 exempt claim does not stop the city tax', () => {
    expect(cities({})).toEqual([]);
    const result = michigan
      .prepare({ exempt: true, cityOfWork: 'flint' })
      .calculate(stateContext({ grossCents: 200_000 }));
    expect(result.incomeTaxCents).toBe(0);
    expect(result.localIncomeTaxes.map((line) => line.taxCents)).toEqual([10_00]);
  });

  it('names a city it does not know', () => {
    expect(() => michigan.prepare({ cityOfResidence: 'ann_arbor' })).toThrow(
      expect.objectContaining({
        field: 'state.cityOfResidence',
        message: expect.stringContaining('must be none or one of the Michigan cities'),
      }),
    );
  });

  it('end to end: a Detroit line counted in the state income tax', () => {
    const result = calculatePaycheck(
      paycheckInput({ state: { code: 'MI', exemptions: 1, cityOfResidence: 'detroit' } }),
    );
    // State 75.36; Detroit 1,976.92 × 2.4% = 47.446 → 47.45
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(75_36 + 47_45);
    expect(result.lines).toContainEqual(
      expect.objectContaining({
        code: 'localIncomeTax',
        amountCents: 47_45,
        jurisdiction: { level: 'local', state: 'MI', localId: 'MI-DETROIT', localName: 'Detroit' },
        explanation: expect.objectContaining({ publication: DETROIT_GUIDE }),
      }),
    );
  });
});
