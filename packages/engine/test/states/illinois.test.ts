import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { illinois } from '../../src/states/illinois';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';

const weekly800 = stateContext({ grossCents: 80_000, payFrequency: 'weekly' });
const withhold = (fields: Record<string, unknown>, context = weekly800) =>
  illinois.prepare(fields).calculate(context).incomeTaxCents;

describe('Illinois (IL-700-T automated payroll method)', () => {
  it('Example B: weekly $800, 2 basic + 2 additional allowances → $32.13', () => {
    // (2 × 2,925 + 2 × 1,000) ÷ 52 = 150.9615… → 150.96; 649.04 × 4.95% = 32.1275 → 32.13
    expect(withhold({ basicAllowances: 2, additionalAllowances: 2 })).toBe(3_213);
  });

  it('Example B with line 3 $25 additional → $57.13', () => {
    expect(
      withhold({ basicAllowances: 2, additionalAllowances: 2, additionalWithholdingCents: 2_500 }),
    ).toBe(5_713);
  });

  it('no IL-W-4 on file: zero allowances → $39.60', () => {
    expect(withhold({})).toBe(3_960);
  });

  it('uses the 2025 allowance of $2,850', () => {
    // 2 × 2,850 ÷ 52 = 109.6153… → 109.62; 690.38 × 4.95% = 34.1738… → 34.17
    expect(
      withhold({ basicAllowances: 2 }, { ...weekly800, taxYear: 2025, payDate: '2025-03-14' }),
    ).toBe(3_417);
  });

  it('never withholds below zero when allowances exceed the wages', () => {
    expect(withhold({ basicAllowances: 20 })).toBe(0);
  });

  it('honours IL-W-4 exempt only when the federal W-4 claims exemption too', () => {
    const federallyExempt = stateContext({
      grossCents: 80_000,
      payFrequency: 'weekly',
      federal: {
        w4Version: '2019',
        filingStatus: 'single',
        allowances: 0,
        extraWithholdingCents: 0,
        exempt: true,
      },
    });
    expect(withhold({ exempt: true })).toBe(3_960);
    expect(withhold({ exempt: true }, federallyExempt)).toBe(0);
  });

  it('follows the federal wage definition: 401(k) and section 125 lower IL wages', () => {
    const result = calculatePaycheck(
      paycheckInput({
        payFrequency: 'weekly',
        earnings: [{ kind: 'salary', amountCents: 90_000 }],
        deductions: [
          { kind: '401k', amountCents: 6_000 },
          { kind: 'section125', amountCents: 4_000 },
        ],
        state: { code: 'IL' },
      }),
    );
    expect(result.taxableWages.stateIncomeTaxCents).toBe(80_000);
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(3_960);
  });

  it('names the IL-W-4 field at fault', () => {
    expect(() => illinois.prepare({ basicAllowances: -1 })).toThrow(
      expect.objectContaining({ field: 'state.basicAllowances', message: 'must not be negative' }),
    );
    expect(() => illinois.prepare({ allowances: 2 })).toThrow(
      expect.objectContaining({
        field: 'state.allowances',
        message: expect.stringContaining(
          'basicAllowances, additionalAllowances, additionalWithholdingCents, exempt',
        ),
      }),
    );
  });

  it('defaults the SUTA wage base to the published 2026 $14,250', () => {
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'IL' },
        ytd: { sutaWagesCents: 1_400_000 },
        suta: { rateBasisPoints: 395 },
      }),
    );
    // 14,250 − 14,000 = 250 taxable × 3.95% = 9.875 → 9.88
    expect(result.taxableWages.sutaCents).toBe(25_000);
    expect(result.employerTaxes.sutaCents).toBe(988);
  });
});
