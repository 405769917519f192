// `npm run bench` (npx tsx --expose-gc packages/engine/bench/run.ts): gross to net for a mixed
// payroll of 10,000 employees. Times are medians of several runs; the baseline (the same loop
// doing only the gross step) runs in the same process so the ratio survives a noisy machine.
import {
  calculatePaycheck,
  calculateParsedPaycheck,
  computeEarnings,
  parsePaycheckRequest,
} from '../src/index';
import type { PaycheckResult } from '@paydesk/contracts';
import { mixedPayroll } from './mixed-payroll';

const EMPLOYEES = 10_000;
const WARMUP_RUNS = 5;
const MEASURED_RUNS = 21;
const TARGET_MS = 50;

const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Median wall time of one pass over the payroll, in milliseconds. No forced collection between
 * runs: a payroll process runs in a warm, steady heap, and its collections are part of the cost.
 */
const time = (pass: () => void): number => {
  for (let run = 0; run < WARMUP_RUNS; run += 1) pass();
  const durations: number[] = [];
  for (let run = 0; run < MEASURED_RUNS; run += 1) {
    const start = performance.now();
    pass();
    durations.push(performance.now() - start);
  }
  return median(durations);
};

const inputs = mixedPayroll(EMPLOYEES);
const requests = inputs.map(parsePaycheckRequest);
let sink = 0;

const baselineMs = time(() => {
  for (const request of requests) sink += computeEarnings(request.earnings, request).grossCents;
});
const engineMs = time(() => {
  for (const request of requests) sink += calculateParsedPaycheck(request).netPayCents;
});
const validatedMs = time(() => {
  for (const input of inputs) sink += calculatePaycheck(input).netPayCents;
});

// Memory: the heap the 10,000 results hold once computed, and the process's peak resident set.
collectGarbage();
const heapBefore = process.memoryUsage().heapUsed;
const results: PaycheckResult[] = requests.map((request) => calculateParsedPaycheck(request));
collectGarbage();
const retainedBytes = process.memoryUsage().heapUsed - heapBefore;
const peakRssBytes = process.resourceUsage().maxRSS * 1024;

const totals = results.reduce(
  (sum, result) => ({
    gross: sum.gross + result.grossCents,
    net: sum.net + result.netPayCents,
    employer: sum.employer + result.totals.employerTaxesCents,
  }),
  { gross: 0, net: 0, employer: 0 },
);

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const perSecond = (ms: number) => Math.round((EMPLOYEES / ms) * 1000).toLocaleString('en-US');
const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

console.log(
  `Mixed payroll: ${EMPLOYEES.toLocaleString('en-US')} employees, median of ${MEASURED_RUNS} runs`,
);
console.table([
  {
    step: 'baseline: gross only',
    'ms / 10k': baselineMs.toFixed(1),
    'paychecks/s': perSecond(baselineMs),
    'vs baseline': '1.0×',
  },
  {
    step: 'engine: gross to net (parsed input)',
    'ms / 10k': engineMs.toFixed(1),
    'paychecks/s': perSecond(engineMs),
    'vs baseline': `${(engineMs / baselineMs).toFixed(1)}×`,
  },
  {
    step: 'calculator: validate JSON + gross to net',
    'ms / 10k': validatedMs.toFixed(1),
    'paychecks/s': perSecond(validatedMs),
    'vs baseline': `${(validatedMs / baselineMs).toFixed(1)}×`,
  },
]);
console.log(
  `Heap held by the 10,000 results: ${mib(retainedBytes)}; peak RSS: ${mib(peakRssBytes)}`,
);
console.log(
  `Payroll totals: gross ${dollars(totals.gross)}, net ${dollars(totals.net)}, employer taxes ${dollars(totals.employer)} (checksum ${sink % 1000})`,
);
console.log(
  engineMs < TARGET_MS
    ? `Target met: 10,000 paychecks in ${engineMs.toFixed(1)} ms (< ${TARGET_MS} ms).`
    : `Target missed: 10,000 paychecks in ${engineMs.toFixed(1)} ms (target ${TARGET_MS} ms).`,
);
