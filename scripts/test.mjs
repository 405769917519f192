// `npm test`: every check and test suite in two lanes, each stage's lines prefixed with its name,
// then each stage's time and a closing count.
//
//   node scripts/test.mjs                 every stage
//   node scripts/test.mjs unit lint       only these (and what they need, e.g. e2e needs build)
//   PAYDESK_TEST_SERIAL=1 node scripts/test.mjs   one stage at a time, as before
//
// The browser lane (build, then the browser tests) waits on servers, Chromium and timers much of
// the time: alone it used 284 s of processor in 431 s on two cores, leaving more than a core idle.
// The checks lane runs the static checks, the API suites and the unit tests one after another
// beside it, at a lower scheduling priority (nice 10), so they take only what the browser tests
// leave and never slow them down. Everything side by side at one priority was tried and rejected:
// it starved the static checks and pushed browser tests past their timeouts (decision 134).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * A stage is an npm script in a lane. A lane runs its stages one after another, in this order; the
 * two lanes run at once. `needs` names a stage of the same lane that must pass first. The checks
 * lane runs at a lower priority (`nice`), where the machine has it. GNU time, where the machine has
 * it, reports each stage's processor time beside its wall time.
 */
const stages = [
  { name: 'build', script: 'build:if-stale', lane: 'browser' },
  { name: 'e2e', script: 'test:e2e:built', lane: 'browser', needs: ['build'] },
  { name: 'format', script: 'format:check', lane: 'checks' },
  { name: 'lint', script: 'lint', lane: 'checks' },
  { name: 'typecheck', script: 'typecheck', lane: 'checks' },
  { name: 'api:sqlite', script: 'test:api:sqlite', lane: 'checks' },
  { name: 'api:postgres', script: 'test:api:postgres', lane: 'checks' },
  { name: 'unit', script: 'test:unit', lane: 'checks' },
  { name: 'components', script: 'test:components', lane: 'checks' },
];
const lowPriority = { checks: 10, browser: 0 };

const serial = process.env.PAYDESK_TEST_SERIAL === '1';
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
const nice = existsSync('/usr/bin/nice') ? '/usr/bin/nice' : null;
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
  // GNU time, where the machine has it, also tells the processor time the stage used: the figure
  // that says how many stages fit side by side.
  const cpuFile = timer ? join(scratch, `${stage.name.replace(':', '-')}.cpu`) : null;
  const niceness = serial ? 0 : lowPriority[stage.lane];
  const command = [
    ...(niceness > 0 && nice ? [nice, '-n', String(niceness)] : []),
    'npm',
    'run',
    '-s',
    stage.script,
  ];
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
      // One stage at a time per lane (or in all, when serial); a lane keeps its order.
      const busy = [...running].some((other) => serial || other.lane === stage.lane);
      const earlier = pending.some(
        (other) => other.lane === stage.lane && pending.indexOf(other) < pending.indexOf(stage),
      );
      if (busy || (!serial && earlier)) continue;
      if (serial && pending.indexOf(stage) > 0) continue;
      pending.splice(pending.indexOf(stage), 1);
      void run(stage).then(schedule);
    }
    if (pending.length === 0 && running.size === 0) finish();
  };
  schedule();
});

console.log(
  `\nStage times (${serial ? 'one at a time' : 'two lanes'}, ${seconds(Date.now() - started)} in all):`,
);
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
