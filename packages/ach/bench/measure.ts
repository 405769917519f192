// Timing on a shared machine: each operation runs in turns with its baselines, so that both see
// the same moments of load; wall clock and CPU time are both kept.

export type Sample = {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly heapUsed: number;
};

export type Measured = {
  readonly wallMs: number;
  readonly bestWallMs: number;
  readonly cpuMs: number;
  /** Highest heapUsed seen right after a run, its result still held. */
  readonly heapPeak: number;
};

export type Comparison = {
  readonly op: Measured;
  readonly baselines: readonly Measured[];
  /** Per baseline: the median over the turns of op time / baseline time. */
  readonly ratios: readonly number[];
};

const gc: () => void = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function sample(op: () => unknown): Sample {
  gc();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = op();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const heapUsed = process.memoryUsage().heapUsed;
  if (result === undefined) throw new Error('an operation gave no result');
  return { wallMs, cpuMs: (used.user + used.system) / 1000, heapUsed };
}

function summary(samples: readonly Sample[]): Measured {
  return {
    wallMs: median(samples.map((s) => s.wallMs)),
    bestWallMs: Math.min(...samples.map((s) => s.wallMs)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
    heapPeak: Math.max(...samples.map((s) => s.heapUsed)),
  };
}

/** Turns before measuring: enough for the JIT to settle and the heap to reach its size. */
const WARM_UP = 3;

/** `runs` turns of op then each baseline, after the warm-up turns. */
export function compare(
  runs: number,
  op: () => unknown,
  ...baselines: (() => unknown)[]
): Comparison {
  const ops = [op, ...baselines];
  const samples: Sample[][] = ops.map(() => []);
  for (let turn = 0; turn < WARM_UP + runs; turn++) {
    ops.forEach((f, k) => {
      const s = sample(f);
      if (turn >= WARM_UP) samples[k]?.push(s);
    });
  }
  const [own = [], ...others] = samples;
  return {
    op: summary(own),
    baselines: others.map(summary),
    ratios: others.map((b) => median(own.map((s, i) => s.wallMs / (b[i]?.wallMs ?? NaN)))),
  };
}
