import {
  taxExplanationSchema,
  type PaycheckLine,
  type TaxExplanation,
  type TaxExplanationBracket,
} from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { stateModules } from '../../src/states/registry';
import { paycheckInput } from '../support/requests';

// A mid-range paycheck: $2,000 biweekly, paid 13 March 2026, no certificate on file.
const stateLine = (code: string): PaycheckLine | undefined =>
  calculatePaycheck(paycheckInput({ state: { code } })).lines.find(
    (line) => line.code === 'stateIncomeTax',
  );

const inputsOf = (explanation: TaxExplanation | undefined) =>
  explanation?.steps.map((step) => step.input) ?? [];

describe('state income-tax explanations', () => {
  // Every module with an income tax, whoever wrote it: the registry is read, not a list of codes.
  const withIncomeTax = stateModules().filter((module) => module.hasIncomeTax);

  it('covers some modules', () => {
    expect(withIncomeTax.length).toBeGreaterThan(0);
  });

  it.each(withIncomeTax.map((module) => [module.code, module.name] as const))(
    '%s: the line says how it was found, after which publication',
    (code, name) => {
      const line = stateLine(code);
      expect(line, `${code} has a state income-tax line`).toBeDefined();
      const explanation = line?.explanation;
      expect(taxExplanationSchema.safeParse(explanation).success).toBe(true);
      // Its own publication, never the stand-in define-state-module gives when the data has none.
      expect(explanation?.publication.trim()).not.toBe('');
      expect(explanation?.publication).not.toBe(`${name} withholding tables 2026`);
      expect(inputsOf(explanation)).toEqual(
        expect.arrayContaining(['taxableWages', 'periodsPerYear']),
      );
      expect(explanation?.steps).toContainEqual({ input: 'taxableWages', cents: 200_000 });
      expect(explanation?.steps).toContainEqual({ input: 'periodsPerYear', count: 26 });
    },
  );
});

type Expected = {
  readonly amountCents: number;
  readonly method: TaxExplanation['method'];
  readonly rate?: string;
  readonly bracket?: TaxExplanationBracket;
};

const row = (overCents: number, baseCents: number, percent: string, annual: boolean) => ({
  overCents,
  baseCents,
  percent,
  annual,
});

// The same $2,000 biweekly paycheck, default certificate: the method and the rate or table row
// each module's own formula used (amounts as its own tests compute them).
const EXPECTED: Readonly<Record<string, Expected>> = {
  AZ: { amountCents: 40_00, method: 'flatRate', rate: '2' },
  // 2,000 − 219 = 1,781 on the biweekly single table: 43.24 + 6.6% × (1,781 − 1,594).
  CA: {
    amountCents: 55_58,
    method: 'periodPercentage',
    bracket: row(1_594_00, 43_24, '6.6', false),
  },
  CO: { amountCents: 78_69, method: 'annualizedPercentage', rate: '4.4' },
  // 13 March: the December 2025 guide's 5.19%.
  GA: { amountCents: 79_85, method: 'flatRate', rate: '5.19' },
  // 5.3% above the $619 biweekly threshold, to the dollar: 73.19 → 73.
  ID: { amountCents: 73_00, method: 'periodPercentage', bracket: row(619_00, 0, '5.3', false) },
  IL: { amountCents: 99_00, method: 'flatRate', rate: '4.95' },
  IN: { amountCents: 59_00, method: 'flatRate', rate: '2.95' },
  IA: { amountCents: 57_00, method: 'flatRate', rate: '3.8' },
  KY: { amountCents: 65_48, method: 'annualizedPercentage', rate: '3.5' },
  LA: { amountCents: 61_80, method: 'flatRate', rate: '3.09' },
  // (2,000 − 153 FICA) × 26 = 48,022 a year, all in the 5% row.
  MA: { amountCents: 92_35, method: 'annualizedPercentage', bracket: row(0, 0, '5', true) },
  // 52,000 − 2,300 = 49,700; 4% of the part above $10,000 = 1,588 ÷ 26 → $61.
  MS: {
    amountCents: 61_00,
    method: 'annualizedPercentage',
    bracket: row(10_000_00, 0, '4', true),
  },
  NJ: {
    amountCents: 59_18,
    method: 'periodPercentage',
    bracket: row(1_538_00, 31_00, '6.1', false),
  },
  // 2,000 − 284.60 = 1,715.40 on the biweekly single table.
  NY: { amountCents: 86_28, method: 'periodPercentage', bracket: row(535_00, 22_54, '5.4', false) },
  NC: { amountCents: 62_00, method: 'flatRate', rate: '4.09' },
  UT: { amountCents: 90_00, method: 'flatRate', rate: '4.5' },
  // 52,000 − 8,750 = 43,250: 720 + 5.75% × 26,250 = 2,229.38 ÷ 26 = 85.75.
  VA: {
    amountCents: 85_75,
    method: 'annualizedPercentage',
    bracket: row(17_000_00, 720_00, '5.75', true),
  },
};

describe('each module records its own method and table row or rate', () => {
  it.each(Object.entries(EXPECTED))('%s', (code, expected) => {
    const line = stateLine(code);
    expect(line?.amountCents).toBe(expected.amountCents);
    expect(line?.explanation?.method).toBe(expected.method);
    if (expected.rate !== undefined) {
      expect(line?.explanation?.steps).toContainEqual({ input: 'rate', percent: expected.rate });
    }
    if (expected.bracket !== undefined) {
      expect(line?.explanation?.bracket).toEqual(expected.bracket);
    }
  });
});
