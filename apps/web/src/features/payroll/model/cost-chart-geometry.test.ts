import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costChartGeometry, labelStride, niceCostTicks } from './cost-chart-geometry';
import type { CostPoint } from './cost-series';

const point = (payDate: string, grossCents: number, employerTaxesCents: number): CostPoint => ({
  payrollId: `p-${payDate}`,
  payDate,
  grossCents,
  employerTaxesCents,
});

const size = {
  width: 640,
  height: 280,
  tickCount: 5,
  margin: { top: 10, right: 10, bottom: 30, left: 80 },
};

const twelve = Array.from({ length: 12 }, (_, index) =>
  point(`2026-${String(index + 1).padStart(2, '0')}-15`, 3_000_000 + index * 123_457, 229_501),
);

/** A step a reader adds up at a glance: 1, 2, 2.5 or 5 times a power of ten dollars. */
const isNiceStep = (cents: number) => {
  const dollars = cents / 100;
  const magnitude = 10 ** Math.floor(Math.log10(dollars));
  return [1, 2, 2.5, 5].some((step) => Math.abs(dollars - step * magnitude) < 1e-9);
};

describe('the payroll cost chart geometry', () => {
  it.each([
    [0, [0, 100]],
    [1, [0, 100]],
    [350, [0, 100, 200, 300, 400]],
    [99_999, [0, 25_000, 50_000, 75_000, 100_000]],
    [3_459_012, [0, 1_000_000, 2_000_000, 3_000_000, 4_000_000]],
    [4_000_000, [0, 1_000_000, 2_000_000, 3_000_000, 4_000_000]],
    [4_000_001, [0, 2_000_000, 4_000_000, 6_000_000]],
  ])('scales a largest cost of %i cents to the gridlines %j', (maxCents, ticks) => {
    expect(niceCostTicks(maxCents, 5)).toEqual(ticks);
  });

  it('keeps every gridline on a round step of whole dollars, covering the largest cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (maxCents) => {
        const ticks = niceCostTicks(maxCents, 5);
        const step = ticks[1]!;
        expect(ticks[0]).toBe(0);
        expect(ticks.length).toBeLessThanOrEqual(5);
        if (maxCents > 300) expect(ticks.length).toBeGreaterThanOrEqual(4);
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(maxCents);
        expect(ticks.at(-1)! - step).toBeLessThan(maxCents || 1);
        expect(isNiceStep(step)).toBe(true);
        ticks.forEach((cents, index) => {
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents % 100).toBe(0);
          expect(cents).toBe(index * step);
        });
      }),
    );
  });

  it('draws each segment as tall as its cents, employer taxes touching the gross pay', () => {
    const geometry = costChartGeometry(
      [point('2026-11-20', 3_000_000, 240_000), point('2026-12-04', 1_500_000, 0)],
      size,
    );
    const { plot, ticks, bars } = geometry;
    expect(ticks.map((tick) => tick.cents)).toEqual([
      0, 1_000_000, 2_000_000, 3_000_000, 4_000_000,
    ]);
    const pixelsPerCent = plot.height / 4_000_000;
    const [first, second] = bars;
    expect(first!.gross.height).toBeCloseTo(3_000_000 * pixelsPerCent, 9);
    expect(first!.taxes.height).toBeCloseTo(240_000 * pixelsPerCent, 9);
    expect(second!.gross.height).toBeCloseTo(1_500_000 * pixelsPerCent, 9);
    expect(second!.taxes.height).toBe(0);
    for (const bar of bars) {
      expect(bar.gross.y + bar.gross.height).toBeCloseTo(plot.y + plot.height, 9);
      expect(bar.taxes.y + bar.taxes.height).toBeCloseTo(bar.gross.y, 9);
      expect(bar.taxes.x).toBe(bar.gross.x);
      expect(bar.taxes.width).toBe(bar.gross.width);
    }
  });

  it('places the gridlines from the bottom of the plot (zero) to its top (the round maximum)', () => {
    const { plot, ticks } = costChartGeometry(twelve, size);
    expect(ticks[0]!.y).toBeCloseTo(plot.y + plot.height, 9);
    expect(ticks.at(-1)!.y).toBeCloseTo(plot.y, 9);
    expect(plot).toEqual({ x: 80, y: 10, width: 550, height: 240 });
  });

  it('lays all-zero payrolls flat on the axis without dividing by zero', () => {
    const { ticks, bars } = costChartGeometry([point('2026-11-20', 0, 0)], size);
    expect(ticks.map((tick) => tick.cents)).toEqual([0, 100]);
    for (const value of [...ticks.map((tick) => tick.y), ...bars.flatMap(boxNumbers)]) {
      expect(Number.isFinite(value)).toBe(true);
    }
    expect(bars[0]!.gross.height).toBe(0);
    expect(bars[0]!.taxes.height).toBe(0);
  });

  it.each([
    ['one payroll', twelve.slice(0, 1)],
    ['twelve payrolls', twelve],
  ])('keeps %s inside the plot, oldest on the left, without overlapping', (_, points) => {
    const { plot, bars, bandWidth } = costChartGeometry(points, size);
    expect(bars).toHaveLength(points.length);
    expect(bandWidth).toBeCloseTo(plot.width / points.length, 9);
    bars.forEach((bar, index) => {
      expect(bar.point).toBe(points[index]);
      expect(bar.gross.width).toBeGreaterThan(0);
      expect(bar.gross.x).toBeGreaterThanOrEqual(plot.x);
      expect(bar.gross.x + bar.gross.width).toBeLessThanOrEqual(plot.x + plot.width);
      expect(bar.taxes.y).toBeGreaterThanOrEqual(plot.y);
      const next = bars[index + 1];
      if (next) expect(bar.gross.x + bar.gross.width).toBeLessThan(next.gross.x);
    });
  });

  it('centres a single payroll and keeps its bar from filling the width', () => {
    const { plot, bars } = costChartGeometry(twelve.slice(0, 1), size);
    expect(bars[0]!.centerX).toBeCloseTo(plot.x + plot.width / 2, 9);
    expect(bars[0]!.gross.width).toBeLessThan(plot.width / 4);
  });

  it('leaves room right of the newest bar for its centred label, only when it needs it', () => {
    const narrow = { ...size, width: 324 };
    const roomy = costChartGeometry(twelve, { ...narrow, xLabelWidth: 10 });
    expect(roomy.plot.width).toBe(324 - 80 - 10);
    const wide = costChartGeometry(twelve, { ...narrow, xLabelWidth: 70 });
    const last = wide.bars.at(-1)!;
    expect(last.centerX + 35).toBeCloseTo(324, 9);
    expect(wide.plot.width).toBeLessThan(roomy.plot.width);
    expect(wide.bandWidth).toBeCloseTo(wide.plot.width / 12, 9);
  });

  it('skips x labels only when they would not fit their band', () => {
    expect(labelStride(80, 60)).toBe(1);
    expect(labelStride(40, 60)).toBe(2);
    expect(labelStride(20, 70)).toBe(4);
    expect(labelStride(0, 70)).toBe(1);
  });
});

const boxNumbers = (bar: ReturnType<typeof costChartGeometry>['bars'][number]) => [
  bar.centerX,
  ...Object.values(bar.gross),
  ...Object.values(bar.taxes),
];
