// Writes then validates a 100,000-entry NACHA file; reports entries/second (median and best of
// several runs by wall clock, and by CPU time since the machine is shared), peak memory, and the
// ratio to baselines measured in turn with each operation: building the same number of
// 94-character lines by string concatenation (write); splitting the file into lines, and
// splitting it and adding up every entry's amount (validate).
import { loadavg } from 'node:os';
import { buildAch, readAch, validateAch, writeAch } from '../src/index';
import { amountsBaseline, concatenationBaseline, splitBaseline } from './baselines';
import { compare } from './measure';
import type { Comparison, Measured } from './measure';
import { BATCHES, ENTRIES, payrollFile } from './payroll-file';

const RUNS = 11;
const TARGET = 1_000_000;
const MB = 1024 * 1024;

const file = payrollFile();
const text = writeAch(file);
const lineCount = text.split('\n').length - 1;
if (!validateAch(text).valid) throw new Error('the benchmark file is not valid');
if (concatenationBaseline(1).length !== 94) throw new Error('baseline lines are not 94 characters');
// A first pass over everything measured, discarded: the first heavy allocations grow the heap,
// and the collections that do it would otherwise land in the first operation's runs.
compare(
  3,
  () => writeAch(file),
  () => concatenationBaseline(lineCount),
  () => validateAch(text),
  () => amountsBaseline(text),
);
const heapBefore = process.memoryUsage().heapUsed;
const load = loadavg();

const write = compare(
  RUNS,
  () => writeAch(file),
  () => concatenationBaseline(lineCount),
);
const validate = compare(
  RUNS,
  () => validateAch(text),
  () => splitBaseline(text),
  () => amountsBaseline(text),
);
// maxRSS only grows: read it before the heavier extras below.
const peakRss = process.resourceUsage().maxRSS * 1024;
const read = compare(
  RUNS,
  () => readAch(text),
  () => amountsBaseline(text),
);
const buildInput = JSON.parse(JSON.stringify(file)) as unknown;
const build = compare(
  3,
  () => buildAch(buildInput),
  () => concatenationBaseline(lineCount),
);
const peakRssAll = process.resourceUsage().maxRSS * 1024;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const rate = (ms: number) => (ENTRIES / ms) * 1000;
const row = (name: string, m: Measured, ratios: readonly number[] = []) =>
  `| ${name} | ${fmt(rate(m.wallMs))} | ${fmt(rate(m.bestWallMs))} | ${fmt(rate(m.cpuMs))} | ` +
  `${m.wallMs.toFixed(1)} | ${m.cpuMs.toFixed(1)} | ${(m.heapPeak / MB).toFixed(0)} | ` +
  `${ratios.length ? ratios.map((r) => r.toFixed(2) + '×').join(' / ') : '—'} |`;
const rows = (name: string, c: Comparison, baselineNames: readonly string[]) => [
  row(name, c.op, c.ratios),
  ...c.baselines.map((b, i) => row(`baseline: ${baselineNames[i] ?? ''}`, b)),
];

console.log(
  `NACHA ACH: ${fmt(ENTRIES)} entries in ${BATCHES} batches, ${fmt(lineCount)} lines, ` +
    `${(text.length / MB).toFixed(1)} MB; median of ${RUNS} runs after warm-up runs; ` +
    `node ${process.version}; load average ${load.map((l) => l.toFixed(2)).join(' ')}`,
);
console.log('');
console.log(
  '| operation | entries/s (median wall) | entries/s (best wall) | entries/s (median CPU) | ' +
    'wall ms (median) | CPU ms (median) | heap after, MB | time vs baseline |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const line of [
  ...rows('writeAch (checks + write)', write, ['concatenate + join lines']),
  ...rows('validateAch (strict)', validate, ['split into lines', 'split + add up entry amounts']),
  row('readAch (validate + model)', read.op, read.ratios),
  row('buildAch (zod input + write), 3 runs', build.op, build.ratios),
]) {
  console.log(line);
}
console.log('');
console.log(
  `peak RSS ${(peakRss / MB).toFixed(0)} MB through the write and validate runs ` +
    `(${(peakRssAll / MB).toFixed(0)} MB after readAch and buildAch); heap before the runs ` +
    `${(heapBefore / MB).toFixed(0)} MB (the model and the file text, held throughout)`,
);
const verdict = (name: string, m: Measured) => {
  const meets = (ms: number) => (rate(ms) >= TARGET ? 'meets' : 'misses');
  return (
    `${name}: median wall clock ${meets(m.wallMs)} the 1,000,000 entries/s target, ` +
    `best run ${meets(m.bestWallMs)} it, CPU time ${meets(m.cpuMs)} it`
  );
};
console.log(verdict('write', write.op));
console.log(verdict('validate', validate.op));
