import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { kentucky } from '../../src/states/kentucky';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const withhold = (fields: Record<string, unknown>, context: ReturnType<typeof stateContext>) =>
  kentucky.prepare(fields).calculate(context).incomeTaxCents;

describe('Kentucky (42A003 2026 formula, 3.5%, $3,360)', () => {
  it('42A003 monthly example: $3,270 → $104.65', () => {
    // 39,240 − 3,360 = 35,880 × 3.5% = 1,255.80 ÷ 12 = 104.65
    expect(withhold({}, stateContext({ grossCents: 327_000, payFrequency: 'monthly' }))).toBe(
      10_465,
    );
  });

  it('42A003 bi-weekly example: $1,500 → $47.98 (the publication prints "$47" and "$35,730")', () => {
    // 39,000 − 3,360 = 35,640 × 3.5% = 1,247.40 ÷ 26 = 47.9769 → 47.98
    expect(withhold({}, stateContext({ grossCents: 150_000 }))).toBe(4_798);
  });

  it('K-4: an exemption box withholds nothing; the additional amount is added', () => {
    const context = stateContext({ grossCents: 150_000 });
    expect(withhold({ exempt: true }, context)).toBe(0);
    expect(withhold({ additionalWithholdingCents: 2_000 }, context)).toBe(6_798);
  });

  it('end to end: biweekly $2,000 → $65.48', () => {
    // 52,000 − 3,360 = 48,640 × 3.5% = 1,702.40 ÷ 26 = 65.4769 → 65.48
    const result = calculatePaycheck(paycheckInput({ state: { code: 'KY' } }));
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(6_548);
  });

  it('names the K-4 field at fault', () => {
    expect(() => kentucky.prepare({ allowances: 1 })).toThrow(
      expect.objectContaining({
        field: 'state.allowances',
        message: expect.stringContaining('K-4 fields are: exempt, additionalWithholdingCents'),
      }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: kentucky,
      setup: fc.constant({ fields: {} }),
      zeroAtOrBelow: (_setup, frequency) => Math.floor(3_360_00 / periodsPerYear(frequency)),
    });
  });
});
