import type { CostPoint } from './cost-series';

export type ChartBox = { x: number; y: number; width: number; height: number };

export type ChartMargin = { top: number; right: number; bottom: number; left: number };

export type CostChartSize = {
  width: number;
  height: number;
  /** How many gridlines to aim for, zero included; the scale may use fewer to stay round. */
  tickCount: number;
  /** Room around the plot for the axis labels. */
  margin?: ChartMargin;
  /**
   * How wide an x label is. The newest payroll's label is centred under its bar, so the right
   * margin grows when half a label is wider than half a band.
   */
  xLabelWidth?: number;
};

/** One gridline: its value in cents and where it sits. */
export type CostTick = { cents: number; y: number };

/** One payroll's column: gross pay at the bottom, employer taxes stacked on top of it. */
export type CostBar = { point: CostPoint; centerX: number; gross: ChartBox; taxes: ChartBox };

export type CostChartGeometry = {
  plot: ChartBox;
  /** The horizontal room each payroll gets; its label must fit in it (or skip some). */
  bandWidth: number;
  ticks: CostTick[];
  bars: CostBar[];
};

export const defaultChartMargin: ChartMargin = { top: 8, right: 8, bottom: 28, left: 80 };

// A bar takes this share of its band, and never more than the cap, so one payroll alone does not
// become a wall.
const BAR_SHARE = 0.6;
const BAR_MAX_WIDTH = 56;

// Steps a reader can add up at a glance: 1, 2, 2.5 or 5 times a power of ten dollars.
const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The gridline values, in cents, from zero to a round number of dollars at or above the largest
 * value. Steps are whole dollars, so the labels never show stray cents. With nothing to show (all
 * zero), the scale still runs from $0 to $1, so nothing divides by zero.
 */
export function niceCostTicks(maxCents: number, tickCount: number): number[] {
  const intervals = Math.max(1, Math.floor(tickCount) - 1);
  const maxDollars = Math.max(1, Math.ceil(maxCents / 100));
  const rough = maxDollars / intervals;
  const magnitude = Math.max(1, 10 ** Math.floor(Math.log10(rough)));
  const stepDollars =
    NICE_STEPS.map((step) => step * magnitude).find(
      (step) => Number.isInteger(step) && step >= rough,
    ) ?? 10 * magnitude;
  const count = Math.ceil(maxDollars / stepDollars);
  const stepCents = Math.round(stepDollars * 100);
  return Array.from({ length: count + 1 }, (_, index) => index * stepCents);
}

/** The cost of one payroll in the chart: gross pay and employer taxes (a negative part, which
 * no payroll should have, counts as nothing rather than drawing below the axis). */
export function stackedCents(point: CostPoint): number {
  return Math.max(0, point.grossCents) + Math.max(0, point.employerTaxesCents);
}

/**
 * Where everything of the stacked cost chart goes in a `width` × `height` drawing, left to right
 * in time: the y scale's gridlines, and per payroll a column whose two segments are as tall as
 * their cents and touch each other.
 */
export function costChartGeometry(
  points: readonly CostPoint[],
  { width, height, tickCount, margin = defaultChartMargin, xLabelWidth = 0 }: CostChartSize,
): CostChartGeometry {
  const right = rightMargin(points.length, width - margin.left, margin.right, xLabelWidth);
  const plot: ChartBox = {
    x: margin.left,
    y: margin.top,
    width: Math.max(0, width - margin.left - right),
    height: Math.max(0, height - margin.top - margin.bottom),
  };
  const ticksCents = niceCostTicks(Math.max(0, ...points.map(stackedCents)), tickCount);
  const topCents = ticksCents[ticksCents.length - 1] ?? 100;
  const bottom = plot.y + plot.height;
  const yOf = (cents: number) => bottom - (cents / topCents) * plot.height;

  const bandWidth = points.length > 0 ? plot.width / points.length : plot.width;
  const barWidth = Math.min(bandWidth * BAR_SHARE, BAR_MAX_WIDTH);
  const bars = points.map((point, index) => {
    const centerX = plot.x + bandWidth * (index + 0.5);
    const x = centerX - barWidth / 2;
    // Both segments are cut from the same running total, so they share an edge exactly.
    const grossTop = yOf(Math.max(0, point.grossCents));
    const taxesTop = yOf(stackedCents(point));
    return {
      point,
      centerX,
      gross: { x, y: grossTop, width: barWidth, height: bottom - grossTop },
      taxes: { x, y: taxesTop, width: barWidth, height: grossTop - taxesTop },
    };
  });

  return {
    plot,
    bandWidth,
    ticks: ticksCents.map((cents) => ({ cents, y: yOf(cents) })),
    bars,
  };
}

/**
 * The right margin that leaves room for half the last x label beyond the centre of the last band:
 * solves `right = labelWidth / 2 - (room - right) / count / 2` when the given margin is too small.
 */
function rightMargin(count: number, room: number, margin: number, labelWidth: number): number {
  if (count === 0) return margin;
  const half = 1 / (2 * count);
  const needed = (labelWidth / 2 - room * half) / (1 - half);
  return Math.max(margin, needed);
}

/**
 * Every how many payrolls an x label fits, so labels wider than their band do not overlap: 1
 * labels each payroll, 2 every other one.
 */
export function labelStride(bandWidth: number, labelWidth: number): number {
  if (bandWidth <= 0) return 1;
  return Math.max(1, Math.ceil(labelWidth / bandWidth));
}
