// `npm run bench -- engine-deductions` (npx tsx --expose-gc packages/engine/bench/deductions.ts):
// a 10,000-employee draft in which every employee has three recurring deductions (a 401(k) of a
// percentage of pay with a matching formula and a year-to-date near the limit for some, a medical
// premium, an HSA with an employer part) against the same draft with none. Medians of several
// runs taking turns in one process, so the ratio survives a noisy machine. Target: at most 1.5×.
import type { PaycheckRequest, PaycheckRequestInput } from '@paydesk/contracts';
import { calculateParsedPaycheck, parsePaycheckRequest } from '../src/index';
import { mixedPayroll } from './mixed-payroll';

const EMPLOYEES = 10_000;
const WARMUP_RUNS = 3;
const MEASURED_RUNS = 11;
const TARGET_RATIO = 1.5;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Median wall time of each pass, the passes taking turns run after run so a machine busy with
 * something else slows both alike.
 */
const timeInTurns = (passes: readonly (() => void)[]): number[] => {
  for (let run = 0; run < WARMUP_RUNS; run += 1) for (const pass of passes) pass();
  const durations = passes.map((): number[] => []);
  for (let run = 0; run < MEASURED_RUNS; run += 1) {
    passes.forEach((pass, index) => {
      const start = performance.now();
      pass();
      durations[index]?.push(performance.now() - start);
    });
  }
  return durations.map(median);
};

const MATCH = [
  { upToPercentOfPay: 3, ratePercent: 100 },
  { upToPercentOfPay: 5, ratePercent: 50 },
];

const threeDeductions = (index: number): PaycheckRequestInput['deductions'] => [
  {
    kind: '401k',
    percentage: 3 + (index % 8),
    // One employee in ten is close to the §402(g) limit, so the limit is met mid-paycheck.
    ytdCents: index % 10 === 0 ? 24_450_00 : (index % 20) * 500_00,
    employer: { match: MATCH },
  },
  { kind: 'section125_medical', amountCents: 80_00 + (index % 50) * 100, ytdCents: 1_000_00 },
  {
    kind: 'hsa',
    amountCents: 100_00,
    hsaCoverage: index % 2 === 0 ? 'self' : 'family',
    ytdCents: (index % 40) * 100_00,
    employer: { amountCents: 25_00 },
  },
];

const base = mixedPayroll(EMPLOYEES);
const without: PaycheckRequest[] = base.map((input) =>
  parsePaycheckRequest({ ...input, deductions: [] }),
);
const withThree: PaycheckRequest[] = base.map((input, index) =>
  parsePaycheckRequest({
    ...input,
    deductions: threeDeductions(index),
    employee: { ageOnDecember31: 30 + (index % 40), priorYearFicaWagesCents: 90_000_00 },
  }),
);

let sink = 0;
const [noneMs = Number.NaN, threeMs = Number.NaN] = timeInTurns([
  () => {
    for (const request of without) sink += calculateParsedPaycheck(request).netPayCents;
  },
  () => {
    for (const request of withThree) sink += calculateParsedPaycheck(request).netPayCents;
  },
]);

let limited = 0;
let employerCents = 0;
for (const request of withThree) {
  const result = calculateParsedPaycheck(request);
  employerCents += result.totals.employerContributionsCents ?? 0;
  if (result.lines.some((line) => line.limitReached === true)) limited += 1;
}

const ratio = threeMs / noneMs;
console.log(
  `Draft of ${EMPLOYEES.toLocaleString('en-US')} employees, median of ${MEASURED_RUNS} runs`,
);
console.table([
  { draft: 'no deductions', 'ms / 10k': noneMs.toFixed(1), 'vs none': '1.00×' },
  {
    draft: 'three deductions each',
    'ms / 10k': threeMs.toFixed(1),
    'vs none': `${ratio.toFixed(2)}×`,
  },
]);
console.log(
  `Limits met: ${limited} paychecks; employer contributions ${(employerCents / 100).toFixed(2)} USD (checksum ${sink % 1000})`,
);
console.log(
  ratio <= TARGET_RATIO
    ? `Target met: three deductions cost ${ratio.toFixed(2)}× the draft without (≤ ${TARGET_RATIO}×).`
    : `Target missed: three deductions cost ${ratio.toFixed(2)}× the draft without (target ${TARGET_RATIO}×).`,
);
