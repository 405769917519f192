import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitNetPay, type DepositTarget } from '../../src/deposits';
import { isEngineInputError } from '../../src/errors';

const RUNS = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 300) };

/** Up to four non-remainder accounts whose percentages add up to at most 100, plus a remainder. */
const targetsArbitrary: fc.Arbitrary<DepositTarget[]> = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constant('amount' as const),
          value: fc.integer({ min: 1, max: 500_000 }),
        }),
        fc.record({
          kind: fc.constant('percentage' as const),
          value: fc.integer({ min: 1, max: 10_000 }),
        }),
      ),
      { maxLength: 4 },
    ),
    fc.nat({ max: 4 }),
  )
  .filter(
    ([others]) =>
      others.reduce((sum, t) => sum + (t.kind === 'percentage' ? t.value : 0), 0) <= 10_000,
  )
  .map(([others, at]) => {
    const targets: DepositTarget[] = others.map((t, i) => ({ id: `a${i}`, ...t }));
    targets.splice(Math.min(at, targets.length), 0, { id: 'rest', kind: 'remainder' });
    return targets;
  });

const netPayArbitrary = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.constant(0));

describe('splitting a net pay over deposit accounts', () => {
  it('pays fixed amounts first, then percentages of what is left, then the remainder', () => {
    const split = splitNetPay(100_000, [
      { id: 'savings', kind: 'percentage', value: 2_000 },
      { id: 'main', kind: 'remainder' },
      { id: 'rent', kind: 'amount', value: 30_000 },
    ]);
    expect(split.parts.map((part) => [part.id, part.amountCents])).toEqual([
      ['savings', 14_000],
      ['main', 56_000],
      ['rent', 30_000],
    ]);
    expect(split.shortfallCents).toBe(0);
  });

  it('rounds each percentage down and gives the rounding cents to the remainder', () => {
    const split = splitNetPay(1_001, [
      { id: 'a', kind: 'percentage', value: 3_333 },
      { id: 'b', kind: 'percentage', value: 3_333 },
      { id: 'rest', kind: 'remainder' },
    ]);
    // 33.33% of $10.01 is 333.6333… cents: 333 each, and the remainder 335.
    expect(split.parts.map((part) => part.amountCents)).toEqual([333, 333, 335]);
  });

  it('pays the fixed amounts in order until the money runs out when they ask for too much', () => {
    const split = splitNetPay(50_000, [
      { id: 'first', kind: 'amount', value: 40_000 },
      { id: 'second', kind: 'amount', value: 30_000 },
      { id: 'third', kind: 'amount', value: 5_000 },
      { id: 'pct', kind: 'percentage', value: 5_000 },
      { id: 'rest', kind: 'remainder' },
    ]);
    expect(split.parts).toEqual([
      { id: 'first', kind: 'amount', amountCents: 40_000, requestedCents: 40_000 },
      { id: 'second', kind: 'amount', amountCents: 10_000, requestedCents: 30_000 },
      { id: 'third', kind: 'amount', amountCents: 0, requestedCents: 5_000 },
      { id: 'pct', kind: 'percentage', amountCents: 0, requestedCents: null },
      { id: 'rest', kind: 'remainder', amountCents: 0, requestedCents: null },
    ]);
    expect(split.shortfallCents).toBe(25_000);
  });

  it('gives a single remainder account the whole net pay', () => {
    expect(splitNetPay(123_456, [{ id: 'only', kind: 'remainder' }]).parts[0]?.amountCents).toBe(
      123_456,
    );
  });

  it('refuses accounts without exactly one remainder, percentages above 100 and bad pay', () => {
    const refuses = (run: () => unknown, field: string) => {
      try {
        run();
        expect.unreachable();
      } catch (error) {
        expect(isEngineInputError(error) && error.field).toBe(field);
      }
    };
    refuses(() => splitNetPay(100, [{ id: 'a', kind: 'amount', value: 5 }]), 'accounts');
    refuses(
      () =>
        splitNetPay(100, [
          { id: 'a', kind: 'remainder' },
          { id: 'b', kind: 'remainder' },
        ]),
      'accounts',
    );
    refuses(
      () =>
        splitNetPay(100, [
          { id: 'a', kind: 'percentage', value: 6_000 },
          { id: 'b', kind: 'percentage', value: 4_001 },
          { id: 'c', kind: 'remainder' },
        ]),
      'accounts',
    );
    refuses(
      () =>
        splitNetPay(100, [
          { id: 'a', kind: 'amount', value: 0 },
          { id: 'c', kind: 'remainder' },
        ]),
      'accounts[0].value',
    );
    refuses(() => splitNetPay(-1, [{ id: 'a', kind: 'remainder' }]), 'netPayCents');
    refuses(() => splitNetPay(1.5, [{ id: 'a', kind: 'remainder' }]), 'netPayCents');
  });

  it('always adds up to the net pay exactly, with no part negative', () => {
    fc.assert(
      fc.property(netPayArbitrary, targetsArbitrary, (netPay, targets) => {
        const { parts } = splitNetPay(netPay, targets);
        expect(parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(netPay);
        for (const part of parts) {
          expect(Number.isSafeInteger(part.amountCents)).toBe(true);
          expect(part.amountCents).toBeGreaterThanOrEqual(0);
        }
        expect(parts.map((part) => part.id)).toEqual(targets.map((target) => target.id));
      }),
      RUNS,
    );
  });

  it('never pays a fixed account more than it asked, and pays it all while the money lasts', () => {
    fc.assert(
      fc.property(netPayArbitrary, targetsArbitrary, (netPay, targets) => {
        const { parts, shortfallCents } = splitNetPay(netPay, targets);
        const fixed = parts.filter((part) => part.kind === 'amount');
        const asked = fixed.reduce((sum, part) => sum + (part.requestedCents ?? 0), 0);
        const got = fixed.reduce((sum, part) => sum + part.amountCents, 0);
        expect(got).toBe(Math.min(asked, netPay));
        expect(shortfallCents).toBe(asked - got);
        for (const part of fixed)
          expect(part.amountCents).toBeLessThanOrEqual(part.requestedCents ?? 0);
      }),
      RUNS,
    );
  });

  it('gives each percentage its share of what the fixed amounts left, the rounding to the remainder', () => {
    fc.assert(
      fc.property(netPayArbitrary, targetsArbitrary, (netPay, targets) => {
        const { parts } = splitNetPay(netPay, targets);
        const fixed = parts
          .filter((part) => part.kind === 'amount')
          .reduce((sum, part) => sum + part.amountCents, 0);
        const base = netPay - fixed;
        const percentages = targets.filter((target) => target.kind === 'percentage');
        const exactShares = percentages.map((target) => (base * target.value) / 10_000);
        percentages.forEach((target, index) => {
          const part = parts.find((candidate) => candidate.id === target.id);
          const exact = exactShares[index] ?? 0;
          // Each share is the exact share rounded down: less than one cent short.
          expect(part?.amountCents).toBeLessThanOrEqual(exact);
          expect(exact - (part?.amountCents ?? 0)).toBeLessThan(1);
        });
        const remainder = parts.find((part) => part.kind === 'remainder');
        const exactRest = base - exactShares.reduce((sum, share) => sum + share, 0);
        // The remainder gets its exact share plus the rounding cents, fewer than one per share.
        expect(remainder?.amountCents ?? 0).toBeGreaterThanOrEqual(exactRest - 1e-6);
        expect((remainder?.amountCents ?? 0) - exactRest).toBeLessThan(percentages.length + 1e-6);
      }),
      RUNS,
    );
  });
});
