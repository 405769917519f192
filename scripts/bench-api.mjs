// API throughput: autocannon (50 connections) against a bare Fastify hello and the real server
// (/api/health, an authenticated GET /api/companies, the admin dashboard), in interleaved rounds
// so every target sees the same moments of load; then again with 20,000 more companies and
// 200,000 more employees.
// BENCH_SECONDS (default 10) and BENCH_ROUNDS (default 3) shorten it for a quick look.
// BENCH_BASELINE_ROOT names another checkout whose build runs beside this one in the same rounds
// (its targets marked "baseline"), for a before/after from one run. Each target's server CPU
// time per request is read from /proc around its runs: unlike req/s, it does not depend on how
// much of the machine the load generator and other work take.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCompanies } from './bench/add-companies.mjs';
import { signIn, startBuiltServer, stopChild, waitFor } from './bench/built-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const EXTRA_COMPANIES = 20_000;
const EMPLOYEES_EACH = 10;
const BARE_PORT = 3591;
const APP_PORT = 3592;
const BASELINE_PORT = 3593;
const BASELINE_ROOT = process.env.BENCH_BASELINE_ROOT;
const CLOCK_TICKS_PER_SECOND = 100;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU seconds (user + system) the process has used so far, or null where /proc is missing. */
function cpuSecondsOf(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return null;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function load(target) {
  const cpuBefore = cpuSecondsOf(target.pid);
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const cpuAfter = cpuSecondsOf(target.pid);
  // Answers that are not 2xx, errors and time-outs (autocannon gives up after 10 s) are counted
  // and shown beside the figures: a fast failure would otherwise pass for throughput.
  const failed = result.non2xx + result.errors + result.timeouts;
  const cpuUs =
    cpuBefore === null || cpuAfter === null
      ? null
      : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs, failed };
}

const failures = [];

/** Runs every target once per round, in turn, and prints medians with the ratio to the first. */
async function runInterleaved(title, targets) {
  const runs = new Map(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of targets) runs.get(target.name).push(await load(target));
  }
  const bareRuns = runs.get(targets[0].name);
  const bare = median(bareRuns.map((run) => run.rps));
  const bareCpu = median(bareRuns.map((run) => run.cpuUs ?? 0));
  console.log(`\n${title} — ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds, medians`);
  console.log(
    '| target | req/s | p99 ms | vs bare | server CPU µs/req | bare CPU ÷ this | failed | rounds (req/s) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const target of targets) {
    const list = runs.get(target.name);
    const rps = median(list.map((run) => run.rps));
    const p99 = median(list.map((run) => run.p99));
    const cpu = list.some((run) => run.cpuUs === null)
      ? null
      : median(list.map((run) => run.cpuUs));
    const cpuText = cpu === null ? '–' : Math.round(cpu);
    const cpuRatio = cpu === null ? '–' : `${((bareCpu / cpu) * 100).toFixed(1)}%`;
    const rounds = list.map((run) => Math.round(run.rps)).join(', ');
    const failed = list.reduce((sum, run) => sum + run.failed, 0);
    console.log(
      `| ${target.name} | ${Math.round(rps)} | ${p99} | ${((rps / bare) * 100).toFixed(1)}% | ${cpuText} | ${cpuRatio} | ${failed} | ${rounds} |`,
    );
    if (failed > 0) failures.push(`${target.name}: ${failed} requests failed or were not 2xx`);
  }
}

/** The measured targets of one running server; `label` marks the baseline's. */
async function serverTargets(server, label) {
  const token = await signIn(server.origin, 'admin@paydesk.test');
  const auth = { authorization: `Bearer ${token}` };
  const pid = server.child.pid;
  const mark = label ? `, ${label}` : '';
  return {
    health: {
      name: `GET /api/health${label ? ` (${label})` : ''}`,
      url: `${server.origin}/api/health`,
      pid,
    },
    companies: (size) => ({
      name: `GET /api/companies (${size}${mark})`,
      url: `${server.origin}/api/companies`,
      headers: auth,
      pid,
    }),
    dashboard: (size) => ({
      name: `GET /api/dashboard (${size}${mark})`,
      url: `${server.origin}/api/dashboard`,
      headers: auth,
      pid,
    }),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-api-'));
const baselineDir = BASELINE_ROOT ? mkdtempSync(join(tmpdir(), 'paydesk-bench-api-base-')) : null;
const bareChild = spawn(process.execPath, ['scripts/bench/bare-fastify.mjs'], {
  env: { ...process.env, PORT: String(BARE_PORT) },
  stdio: 'ignore',
});
let server;
let baseline;
try {
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`, bareChild);
  server = await startBuiltServer({ port: APP_PORT, dataDir });
  if (BASELINE_ROOT) {
    baseline = await startBuiltServer({
      port: BASELINE_PORT,
      dataDir: baselineDir,
      root: BASELINE_ROOT,
    });
  }
  const app = await serverTargets(server, '');
  const base = baseline ? await serverTargets(baseline, 'baseline') : null;
  const bare = {
    name: 'bare Fastify hello',
    url: `http://127.0.0.1:${BARE_PORT}/`,
    pid: bareChild.pid,
  };
  // Each baseline target runs just before its counterpart, so the two see the same load.
  const paired = (pick) => (base ? [pick(base), pick(app)] : [pick(app)]);
  await runInterleaved('Demo data (3 companies)', [
    bare,
    ...paired((t) => t.health),
    ...paired((t) => t.companies('3 companies')),
    ...paired((t) => t.dashboard('3 companies')),
  ]);
  addCompanies(dataDir, EXTRA_COMPANIES, EMPLOYEES_EACH);
  if (baselineDir) addCompanies(baselineDir, EXTRA_COMPANIES, EMPLOYEES_EACH);
  await runInterleaved(
    `With ${EXTRA_COMPANIES.toLocaleString('en-US')} more companies and ${(EXTRA_COMPANIES * EMPLOYEES_EACH).toLocaleString('en-US')} more employees`,
    [
      bare,
      ...paired((t) => t.companies('20,003 companies')),
      ...paired((t) => t.dashboard('20,003 companies')),
    ],
  );
} finally {
  await server?.stop();
  await baseline?.stop();
  await stopChild(bareChild);
  rmSync(dataDir, { recursive: true, force: true });
  if (baselineDir) rmSync(baselineDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exitCode = 1;
}
