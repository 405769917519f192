import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { PayFrequency } from '../../src/pay-frequency';
import type { StateModule } from '../../src/states/state-module';
import { stateContext } from './state-context';

// For a deeper search: ENGINE_PROPERTY_RUNS=10000 npx vitest run --testTimeout=600000 ….
const RUNS = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 200) };

type ContextOptions = Parameters<typeof stateContext>[0];

/** A certificate and the rest of the paycheck that stays fixed while the wages move. */
export type WithholdingSetup = {
  readonly fields: Record<string, unknown>;
  readonly context?: Omit<ContextOptions, 'grossCents' | 'payFrequency'>;
};

export type WithholdingProperties = {
  readonly module: StateModule;
  /** Certificates without additional withholding, which is a constant on top. */
  readonly setup: fc.Arbitrary<WithholdingSetup>;
  /**
   * The per-period wages at or below which the state withholds nothing for this setup, where
   * it has such a threshold.
   */
  readonly zeroAtOrBelow?: (setup: WithholdingSetup, payFrequency: PayFrequency) => number;
  readonly maxWagesCents?: number;
};

const frequency = fc.constantFrom<PayFrequency>('weekly', 'biweekly', 'semimonthly', 'monthly');

/** The properties every state's withholding keeps, as `it` blocks of the calling `describe`. */
export const withholdingProperties = (options: WithholdingProperties): void => {
  const { module, setup, zeroAtOrBelow } = options;
  const wages = fc.integer({ min: 0, max: options.maxWagesCents ?? 5_000_000 });
  const withhold = (given: WithholdingSetup, payFrequency: PayFrequency, grossCents: number) =>
    module
      .prepare(given.fields)
      .calculate(stateContext({ ...given.context, grossCents, payFrequency })).incomeTaxCents;

  it('never withholds a negative amount, and always whole cents', () => {
    fc.assert(
      fc.property(setup, frequency, wages, (given, payFrequency, grossCents) => {
        const cents = withhold(given, payFrequency, grossCents);
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('withholds no less on higher wages, for a fixed certificate', () => {
    fc.assert(
      fc.property(setup, frequency, wages, wages, (given, payFrequency, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(withhold(given, payFrequency, low)).toBeLessThanOrEqual(
          withhold(given, payFrequency, high),
        );
      }),
      RUNS,
    );
  });

  if (zeroAtOrBelow === undefined) return;
  it('withholds nothing at or below the threshold', () => {
    fc.assert(
      fc.property(
        setup,
        frequency,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (given, payFrequency, share) => {
          const threshold = zeroAtOrBelow(given, payFrequency);
          expect(withhold(given, payFrequency, Math.floor(threshold * share))).toBe(0);
          expect(withhold(given, payFrequency, threshold)).toBe(0);
        },
      ),
      RUNS,
    );
  });
};
