// `npm test`: every check and test suite, one stage at a time, each stage's lines prefixed with its
// name, then each stage's time and a closing count.
//
//   node scripts/test.mjs                 every stage
//   node scripts/test.mjs unit lint       only these (and what they need, e.g. e2e needs build)
//   PAYDESK_TEST_CORES=2 node scripts/test.mjs   stages side by side on two cores' worth
//
// One stage at a time is the default: on two cores, stages side by side starved the static checks
// (lint took 1,139 s of wall time for 122 s of processor) and pushed browser tests past their
// timeouts while the browser tests' Chromium and servers held both cores.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * A stage is an npm script. `load` is the share of the machine's cores it is counted for when the
 * stages are packed side by side (two cores hold 2): a static check is single-threaded and counts
 * half; the unit tests compute all the time and count one core; the API suites wait on their
 * database and the browser tests on servers and Chromium much of the time, so each runs several
 * Vitest workers (`workers`) for its share. Stages start in this order as soon as their
 * needs have passed and the running stages leave room. The longest chain (build, then the browser
 * tests, minutes longer than any other stage) comes first, and the build and the browser tests
 * count the same, so the browser tests start the moment the build ends. GNU time, where the
 * machine has it, reports each stage's processor time beside its wall time: the figures these
 * shares come from.
 */
const stages = [
  { name: 'build', script: 'build:if-stale', load: 1 },
  { name: 'e2e', script: 'test:e2e:built', load: 1, workers: 3, needs: ['build'] },
  { name: 'format', script: 'format:check', load: 0.5 },
  { name: 'lint', script: 'lint', load: 0.5 },
  { name: 'typecheck', script: 'typecheck', load: 0.5 },
  { name: 'api:sqlite', script: 'test:api:sqlite', load: 0.5, workers: 2 },
  { name: 'api:postgres', script: 'test:api:postgres', load: 0.5, workers: 2 },
  { name: 'unit', script: 'test:unit', load: 1, workers: 2 },
];

const cores = Number(process.env.PAYDESK_TEST_CORES) || 1;
const wanted = new Set(process.argv.slice(2));
for (const name of wanted) {
  if (!stages.some((stage) => stage.name === name)) {
    console.error(`No stage ${name}; the stages are ${stages.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
}
// A stage asked for brings what it needs.
for (const stage of [...stages].reverse()) {
  if (wanted.has(stage.name)) for (const need of stage.needs ?? []) wanted.add(need);
}
const chosen = stages.filter((stage) => wanted.size === 0 || wanted.has(stage.name));

const width = Math.max(...chosen.map((stage) => stage.name.length));
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const clock = () => seconds(Date.now() - started).padStart(6);

/** Writes a child's output line by line with the stage's name in front. */
function prefixed(stream, out, name) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${name.padEnd(width)} | ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${name.padEnd(width)} | ${rest}\n`);
  });
}

/** Vitest's closing "Tests  3 failed | 120 passed (123)" line, read from a stage's output. */
function countTests(text) {
  const line = /^\s*Tests\s+(.*)$/m.exec(stripVTControlCharacters(text));
  if (!line) return null;
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line[1])?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed') };
}

const timer = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const scratch = mkdtempSync(join(tmpdir(), 'paydesk-test-'));

/** User plus system seconds of a stage and the processes it waited for, as GNU time wrote them. */
function cpuSeconds(file) {
  if (!file || !existsSync(file)) return null;
  const numbers = readFileSync(file, 'utf8').trim().split('\n').pop()?.split(' ').map(Number);
  return numbers?.length === 2 && numbers.every(Number.isFinite) ? numbers[0] + numbers[1] : null;
}

/** @type {Map<string, {status: 'running'|'passed'|'failed'|'skipped', ms: number, tests: ReturnType<typeof countTests>, cpu?: number | null}>} */
const results = new Map();
const running = new Set();

function run(stage) {
  running.add(stage);
  const begin = Date.now();
  console.log(`${clock()} ▶ ${stage.name}`);
  // Colours only for a terminal; a log file (CI) gets plain text.
  const env = { ...process.env };
  if (process.stdout.isTTY) env.FORCE_COLOR = '1';
  else {
    delete env.FORCE_COLOR;
    env.NO_COLOR = '1';
  }
  // Alone, a stage keeps Vitest's own worker count; side by side, its share.
  if (stage.workers && cores > 1) env.PAYDESK_TEST_WORKERS = String(stage.workers);
  // GNU time, where the machine has it, also tells the processor time the stage used: the figure
  // that says how many stages fit side by side.
  const cpuFile = timer ? join(scratch, `${stage.name.replace(':', '-')}.cpu`) : null;
  const command = ['npm', 'run', '-s', stage.script];
  const [file, ...args] = cpuFile ? [timer, '-f', '%U %S', '-o', cpuFile, ...command] : command;
  const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk) => (tail = (tail + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  prefixed(child.stdout, process.stdout, stage.name);
  prefixed(child.stderr, process.stderr, stage.name);
  results.set(stage.name, { status: 'running', ms: 0, tests: null });
  return new Promise((done) => {
    child.on('close', (code) => {
      running.delete(stage);
      const status = code === 0 ? 'passed' : 'failed';
      const ms = Date.now() - begin;
      const cpu = cpuSeconds(cpuFile);
      results.set(stage.name, { status, ms, tests: countTests(tail), cpu });
      const used = cpu === null ? '' : ` (${cpu.toFixed(0)} s of processor)`;
      console.log(
        `${clock()} ${status === 'passed' ? '✓' : '✗'} ${stage.name} ${seconds(ms)}${used}`,
      );
      done();
    });
  });
}

const pending = [...chosen];
const load = () => [...running].reduce((sum, stage) => sum + stage.load, 0);

await new Promise((finish) => {
  const schedule = () => {
    for (const stage of [...pending]) {
      const needs = (stage.needs ?? []).filter((need) => chosen.some((s) => s.name === need));
      if (needs.some((need) => ['failed', 'skipped'].includes(results.get(need)?.status))) {
        pending.splice(pending.indexOf(stage), 1);
        results.set(stage.name, { status: 'skipped', ms: 0, tests: null });
        console.log(`${clock()} - ${stage.name} skipped: ${needs.join(', ')} did not pass`);
        continue;
      }
      if (!needs.every((need) => results.get(need)?.status === 'passed')) continue;
      if (running.size > 0 && (cores <= 1 || load() + stage.load > cores)) continue;
      pending.splice(pending.indexOf(stage), 1);
      void run(stage).then(schedule);
    }
    if (pending.length === 0 && running.size === 0) finish();
  };
  schedule();
});

console.log(`\nStage times (${cores} cores, ${seconds(Date.now() - started)} in all):`);
let passed = 0;
let failed = 0;
for (const stage of chosen) {
  const result = results.get(stage.name);
  const tests = result?.tests;
  if (tests) {
    passed += tests.passed;
    failed += tests.failed;
  }
  const cpu = result?.cpu == null ? '' : `  (${result.cpu.toFixed(0)} s of processor)`;
  const counted = tests ? `  ${tests.passed} passed, ${tests.failed} failed` : '';
  console.log(
    `  ${stage.name.padEnd(width)}  ${result?.status.padEnd(7)} ${seconds(result?.ms ?? 0).padStart(6)}${cpu}${counted}`,
  );
}
rmSync(scratch, { recursive: true, force: true });
const allPassed = [...results.values()].every((result) => result.status === 'passed');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(allPassed ? 0 : 1);
