import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import {
  NEW_JERSEY_ALLOWANCE_CENTS,
  NEW_JERSEY_RATE_TABLES,
  type NewJerseyRateTable,
} from '../../src/states/data/new-jersey-tables';
import { newJersey, newJerseyRateTable } from '../../src/states/new-jersey';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { largestStepDown } from '../support/table-steps';

const RUNS = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 200) };

const withhold = (
  fields: Record<string, unknown>,
  grossCents: number,
  payFrequency: PayFrequency = 'weekly',
) => newJersey.prepare(fields).calculate(stateContext({ grossCents, payFrequency })).incomeTaxCents;

describe('New Jersey (NJ-WT percentage method, rate tables A–E)', () => {
  // NJ-WT (September 2025) p. 25 examples: taxable = wages − allowances × $19.20 (weekly).
  it.each([
    // 300 − 19.20 = 280.80 × 1.5% = 4.212 → 4.21
    ['Rate A 1: weekly $300, 1 allowance → $4.21', 30_000, 'A', 1, 4_21],
    // 700 − 19.20 = 680.80; 11.54 + 3.9% × (680.80 − 673) = 11.8442 → 11.84
    ['Rate A 2: weekly $700, 1 allowance → $11.84', 70_000, 'A', 1, 11_84],
    // 375 − 57.60 = 317.40 × 1.5% = 4.761 → 4.76
    ['Rate B 1: weekly $375, 3 allowances → $4.76', 37_500, 'B', 3, 4_76],
    // The three examples NJ computed on superseded brackets (same allowances as the table's
    // other examples): the current tables give a cent or two different.
    // 1,180.80: 15.29 + 6.1% × 411.80 = 40.4098 → 40.41
    ['Rate A 3: weekly $1,200, 1 allowance → $40.41 (printed $40.40)', 120_000, 'A', 1, 40_41],
    // 892.40: 5.77 + 2.0% × 507.40 = 15.918 → 15.92
    ['Rate B 2: weekly $950, 3 allowances → $15.92 (printed $15.93)', 95_000, 'B', 3, 15_92],
    // 1,342.40: 17.31 + 2.7% × 380.40 = 27.5808 → 27.58
    ['Rate B 3: weekly $1,400, 3 allowances → $27.58 (printed $27.60)', 140_000, 'B', 3, 27_58],
  ] as const)('NJ-WT p. 25 %s', (_name, wagesCents, rateTable, allowances, expected) => {
    expect(withhold({ rateTable, allowances }, wagesCents)).toBe(expected);
  });

  it('picks the table from line 2 when line 3 is blank: A for single and separate, else B', () => {
    expect(newJerseyRateTable('single', undefined)).toBe('A');
    expect(newJerseyRateTable('married_separately', undefined)).toBe('A');
    expect(newJerseyRateTable('married_jointly', undefined)).toBe('B');
    expect(newJerseyRateTable('head_of_household', undefined)).toBe('B');
    expect(newJerseyRateTable('qualifying_widower', undefined)).toBe('B');
    expect(newJerseyRateTable('married_jointly', 'D')).toBe('D');
    // Rate B example 1 again, chosen by the filing status alone.
    expect(withhold({ filingStatus: 'married_jointly', allowances: 3 }, 37_500)).toBe(4_76);
  });

  it('tables C, D and E (own arithmetic: weekly $1,000, no allowances)', () => {
    expect(withhold({ rateTable: 'C' }, 100_000)).toBe(21_33); // 20.00 + 3.5% × 38
    expect(withhold({ rateTable: 'D' }, 100_000)).toBe(24_32); // 22.69 + 4.3% × 38 = 24.324
    expect(withhold({ rateTable: 'E' }, 100_000)).toBe(30_51); // 11.54 + 5.8% × 327 = 30.506
  });

  it('keeps a boundary amount on the lower line ("over … but not over")', () => {
    // Taxable exactly $385: 1.5% × 385 = 5.775 → 5.78; a cent more starts the next line at 5.77.
    expect(withhold({}, 38_500)).toBe(5_78);
    expect(withhold({}, 38_501)).toBe(5_77);
  });

  it('closes the $1 gap of Rate E monthly ("not over $2,916", then "over $2,917")', () => {
    // $2,916.50 stays on the $1,667 line: 25.00 + 2.0% × 1,249.50 = 49.99
    expect(withhold({ rateTable: 'E' }, 291_650, 'monthly')).toBe(49_99);
    expect(withhold({ rateTable: 'E' }, 291_800, 'monthly')).toBe(50_06); // 50 + 5.8% × 1
  });

  it('no NJ-W4 on file: Rate A, no allowances; line 5 extra added; line 6 exempt', () => {
    expect(withhold({}, 30_000)).toBe(4_50);
    expect(withhold({ additionalWithholdingCents: 2_000 }, 30_000)).toBe(24_50);
    expect(withhold({ exempt: true }, 300_000)).toBe(0);
  });

  describe('worker contributions', () => {
    const programmes = (grossCents: number, ytdCents: number) =>
      newJersey.prepare({}).calculate(stateContext({ grossCents, ytdCents })).programmes;

    it('UI 0.3825%, WF 0.0425%, DI 0.19%, FLI 0.23% of the wages', () => {
      expect(programmes(200_000, 0)).toEqual([
        expect.objectContaining({ code: 'NJ_UI', employeeCents: 7_65, employerCents: 0 }),
        expect.objectContaining({ code: 'NJ_WF', employeeCents: 85 }),
        expect.objectContaining({ code: 'NJ_DI', employeeCents: 3_80 }),
        expect.objectContaining({ code: 'NJ_FLI', employeeCents: 4_60 }),
      ]);
    });

    it('charges the paycheck crossing $44,800 (UI, WF) only on the part below it', () => {
      const [ui, wf] = programmes(200_000, 4_400_000);
      // 800 below the base: 0.3825% × 800 = 3.06; 0.0425% × 800 = 0.34
      expect(ui).toMatchObject({ taxableWagesCents: 80_000, employeeCents: 3_06 });
      expect(wf).toMatchObject({ taxableWagesCents: 80_000, employeeCents: 34 });
    });

    it('charges the paycheck crossing $171,100 (DI, FLI) only on the part below it', () => {
      const [, , di, fli] = programmes(200_000, 17_000_000);
      // 1,100 below the base: 0.19% × 1,100 = 2.09; 0.23% × 1,100 = 2.53
      expect(di).toMatchObject({ taxableWagesCents: 110_000, employeeCents: 2_09 });
      expect(fli).toMatchObject({ taxableWagesCents: 110_000, employeeCents: 2_53 });
    });

    it('totals the published yearly maximums: DI $325.09, FLI $393.53', () => {
      const [, , di, fli] = programmes(20_000_000, 0);
      expect(di?.employeeCents).toBe(325_09);
      expect(fli?.employeeCents).toBe(393_53);
    });
  });

  it('end to end: NJ-W4 fields through calculatePaycheck, four contribution lines, SUTA $44,800', () => {
    const result = calculatePaycheck(
      paycheckInput({
        payFrequency: 'weekly',
        earnings: [{ kind: 'salary', amountCents: 70_000 }],
        state: { code: 'NJ', filingStatus: 'single', allowances: 1 },
        ytd: { sutaWagesCents: 4_450_000 },
        suta: { rateBasisPoints: 280 },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(11_84);
    expect(
      result.lines.filter((line) => line.kind === 'stateProgramme').map((line) => line.code),
    ).toEqual(['NJ_UI', 'NJ_WF', 'NJ_DI', 'NJ_FLI']);
    // 44,800 − 44,500 = 300 taxable: SUTA 2.8% = 8.40; UI 0.3825% × 300 = 1.1475 → 1.15
    expect(result.employerTaxes.sutaCents).toBe(8_40);
    expect(result.lines).toContainEqual(
      expect.objectContaining({ code: 'NJ_UI', amountCents: 1_15, side: 'employeeTax' }),
    );
  });

  it('names the NJ-W4 field at fault', () => {
    expect(() => newJersey.prepare({ rateTable: 'F' })).toThrow(
      expect.objectContaining({
        field: 'state.rateTable',
        message: expect.stringContaining('A, B'),
      }),
    );
    expect(() => newJersey.prepare({ exemptions: 2 })).toThrow(
      expect.objectContaining({
        field: 'state.exemptions',
        message: expect.stringContaining('NJ-W4 fields are: filingStatus, rateTable, allowances'),
      }),
    );
  });

  describe('properties', () => {
    const frequency = fc.constantFrom<PayFrequency>('weekly', 'biweekly', 'semimonthly', 'monthly');
    const rateTable = fc.constantFrom<NewJerseyRateTable>('A', 'B', 'C', 'D', 'E');
    const allowances = fc.integer({ min: 0, max: 12 });
    const wages = fc.integer({ min: 0, max: 10_000_000 });

    it('never withholds a negative amount', () => {
      fc.assert(
        fc.property(rateTable, allowances, frequency, wages, (table, count, period, cents) => {
          expect(
            withhold({ rateTable: table, allowances: count }, cents, period),
          ).toBeGreaterThanOrEqual(0);
        }),
        RUNS,
      );
    });

    it('withholds no less on higher wages, up to the printed table’s own step at a line start', () => {
      fc.assert(
        fc.property(
          rateTable,
          allowances,
          frequency,
          wages,
          wages,
          (table, count, period, a, b) => {
            const [low, high] = a <= b ? [a, b] : [b, a];
            const fields = { rateTable: table, allowances: count };
            const step = largestStepDown(NEW_JERSEY_RATE_TABLES[table][period], 'over');
            expect(withhold(fields, high, period)).toBeGreaterThanOrEqual(
              withhold(fields, low, period) - step,
            );
          },
        ),
        RUNS,
      );
    });

    it('the largest step is Rate B monthly at $12,500: $0.81 (bases printed in whole dollars)', () => {
      expect(largestStepDown(NEW_JERSEY_RATE_TABLES.B.monthly, 'over')).toBe(81);
      expect(withhold({ rateTable: 'B' }, 1_250_000, 'monthly')).toBe(
        withhold({ rateTable: 'B' }, 1_250_001, 'monthly') + 81,
      );
    });

    it('withholds nothing while the allowances cover the wages', () => {
      fc.assert(
        fc.property(
          rateTable,
          allowances,
          frequency,
          fc.double({ min: 0, max: 1, noNaN: true }),
          (table, count, period, share) => {
            const covered = count * NEW_JERSEY_ALLOWANCE_CENTS[period];
            const fields = { rateTable: table, allowances: count };
            expect(withhold(fields, Math.floor(covered * share), period)).toBe(0);
            expect(withhold(fields, covered, period)).toBe(0);
          },
        ),
        RUNS,
      );
    });
  });
});
