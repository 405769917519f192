import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { INDIANA_COUNTIES } from '../../src/states/data/indiana-counties';
import { indiana } from '../../src/states/indiana';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const weekly800 = stateContext({ grossCents: 80_000, payFrequency: 'weekly' });
const withhold = (fields: Record<string, unknown>, context = weekly800) =>
  indiana.prepare(fields).calculate(context).incomeTaxCents;

// Departmental Notice #1 (R46 01-26) p. 3: 5 personal, 3 additional dependent, 1 first-time
// and 2 adopted dependent exemptions.
const DN1_EXAMPLE = {
  personalExemptions: 5,
  additionalDependentExemptions: 3,
  firstTimeDependentExemptions: 1,
  adoptedDependentExemptions: 2,
};

describe('Indiana (Departmental Notice #1, 2.95% + county)', () => {
  for (const [name, county, expected] of [
    // $96.15 + $86.54 + $28.85 + $115.38 = $326.92; $473.08 × 2.95% = 13.9559 → $13.96
    ['DN#1 p. 3: weekly $800, no county → state $13.96', {}, 1_396],
    // + county 1% (Harrison, 31): $473.08 × 1% = $4.73
    [
      'DN#1 p. 3: weekly $800, county 1% (Harrison) → $13.96 + $4.73',
      { countyOfResidence: '31' },
      1_869,
    ],
  ] as const) {
    it(`${name}`, () => {
      expect(withhold({ ...DN1_EXAMPLE, ...county })).toBe(expected);
    });
  }

  it('DN#1: no WH-4 on file, weekly $800 → $23.60', () => {
    expect(withhold({})).toBe(2_360);
  });

  for (const [name, code, county] of [
    ['Porter 0.5%', '64', 400],
    ['Randolph 3.0%', '68', 2_400],
    ['Brown 2.5234%', '07', 2_019], // 800 × 2.5234% = 20.1872
  ] as const) {
    it(`county tax by residence on 1 January: ${name} on $800`, () => {
      expect(withhold({ countyOfResidence: code })).toBe(2_360 + county);
    });
  }

  it('takes the county of principal employment only without a county of residence', () => {
    expect(withhold({ countyOfPrincipalEmployment: '64' })).toBe(2_760);
    expect(withhold({ countyOfResidence: '68', countyOfPrincipalEmployment: '64' })).toBe(4_760);
  });

  it('adds the additional state and county amounts after the rates', () => {
    expect(
      withhold({ additionalStateWithholdingCents: 500, additionalCountyWithholdingCents: 250 }),
    ).toBe(2_360 + 750);
  });

  it('names a county code that is not one of the 92', () => {
    expect(() => indiana.prepare({ countyOfResidence: '93' })).toThrow(
      expect.objectContaining({
        field: 'state.countyOfResidence',
        message: expect.stringContaining('"01" to "92"'),
      }),
    );
    expect(() => indiana.prepare({ exemptions: 1 })).toThrow(
      expect.objectContaining({
        field: 'state.exemptions',
        message: expect.stringContaining('personalExemptions'),
      }),
    );
  });

  it('has no 2025 data: a clear error naming Indiana, never a silent zero', () => {
    expect(() =>
      withhold({}, stateContext({ grossCents: 80_000, taxYear: 2025, payDate: '2025-03-14' })),
    ).toThrow(
      expect.objectContaining({ field: 'taxYear', message: expect.stringContaining('Indiana') }),
    );
  });

  it('end to end: biweekly $2,000, 1 exemption, Randolph county → state $57.87 + county $58.85', () => {
    // 1,000 ÷ 26 = 38.46; 1,961.54 × 2.95% = 57.8654 → 57.87; × 3.0% = 58.8462 → 58.85
    const result = calculatePaycheck(
      paycheckInput({ state: { code: 'IN', personalExemptions: 1, countyOfResidence: '68' } }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(11_672);
    expect(result.lines).toEqual(
      expect.arrayContaining([
        {
          code: 'stateIncomeTax',
          kind: 'stateIncomeTax',
          label: 'Indiana income tax',
          amountCents: 11_672,
          side: 'employeeTax',
          jurisdiction: { level: 'state', state: 'IN' },
          explanation: {
            method: 'flatRate',
            steps: [
              { input: 'taxableWages', cents: 200_000 },
              { input: 'periodsPerYear', count: 26 },
              { input: 'exemptions', count: 1 },
              { input: 'exemptionAmount', cents: 38_46 },
              { input: 'periodTaxableWages', cents: 1_961_54 },
              { input: 'rate', percent: '2.95' },
              { input: 'residentRate', percent: '3' },
            ],
            rounding: 'centHalfUp',
            publication: 'Departmental Notice #1 (R46 / 01-26), Indiana DOR',
          },
        },
      ]),
    );
  });

  describe('worked paychecks: the lowest, a median and the highest county rate', () => {
    // Semimonthly (24 periods): salary $3,250.00 less 401(k) $162.50 and section 125 $87.50 →
    // Indiana wages $3,000.00. WH-4: 2 personal exemptions ($2,000 ÷ 24 = $83.333 → $83.33) and
    // 1 additional dependent ($1,500 ÷ 24 = $62.50): $145.83 → taxable $2,854.17.
    // State: $2,854.17 × 2.95% = $84.198015 → $84.20.
    for (const [name, county, countyCents] of [
      // Porter 0.5% (lowest of the 92): $2,854.17 × 0.5% = $14.27085 → $14.27; total $98.47
      ['Porter 0.5%', 'Porter', 1_427],
      // Huntington 1.95% (46th of 92, the lower median; 47th is Steuben 1.99%):
      // $2,854.17 × 1.95% = $55.656315 → $55.66; total $139.86
      ['Huntington 1.95%', 'huntington', 5_566],
      // Randolph 3% (highest): $2,854.17 × 3% = $85.6251 → $85.63; total $169.83
      ['Randolph 3%', '68', 8_563],
    ] as const) {
      it(`${name}: state 8,420 + county ${countyCents} cents`, () => {
        const result = calculatePaycheck(
          paycheckInput({
            payFrequency: 'semimonthly',
            earnings: [{ kind: 'salary', amountCents: 325_000 }],
            deductions: [
              { kind: '401k', amountCents: 16_250 },
              { kind: 'section125', amountCents: 8_750 },
            ],
            state: {
              code: 'IN',
              personalExemptions: 2,
              additionalDependentExemptions: 1,
              countyOfResidence: county,
            },
          }),
        );
        expect(result.taxableWages.stateIncomeTaxCents).toBe(300_000);
        expect(result.employeeTaxes.stateIncomeTaxCents).toBe(8_420 + countyCents);
      });
    }
  });

  describe('properties', () => {
    const exemptions = fc.integer({ min: 0, max: 6 });
    withholdingProperties({
      module: indiana,
      setup: fc.record({
        fields: fc.record({
          personalExemptions: exemptions,
          additionalDependentExemptions: exemptions,
          firstTimeDependentExemptions: exemptions,
          adoptedDependentExemptions: exemptions,
          countyOfResidence: fc.constantFrom(
            ...INDIANA_COUNTIES.flatMap(({ code, name }) => [code, name]),
          ),
        }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) => {
        const periods = periodsPerYear(frequency);
        const spread = (annual: number) => Math.round(annual / periods);
        const count = (key: string) => Number(fields[key]);
        return (
          spread(count('personalExemptions') * 1_000_00) +
          spread(count('additionalDependentExemptions') * 1_500_00) +
          spread(count('firstTimeDependentExemptions') * 1_500_00) +
          spread(count('adoptedDependentExemptions') * 3_000_00)
        );
      },
    });
  });
});
