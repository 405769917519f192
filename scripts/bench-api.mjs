// API throughput: autocannon (50 connections) against a bare Fastify hello and the real server
// (/api/health, an authenticated GET /api/companies, the admin dashboard), in interleaved rounds
// so every target sees the same moments of load; then again with 20,000 more companies.
// BENCH_SECONDS (default 10) and BENCH_ROUNDS (default 3) shorten it for a quick look.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCompanies } from './bench/add-companies.mjs';
import { signIn, startBuiltServer, stopChild, waitFor } from './bench/built-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const EXTRA_COMPANIES = 20_000;
const BARE_PORT = 3591;
const APP_PORT = 3592;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function load(target) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${target.name}: ${failed} requests failed or were not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Runs every target once per round, in turn, and prints medians with the ratio to the first. */
async function runInterleaved(title, targets) {
  const runs = new Map(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of targets) runs.get(target.name).push(await load(target));
  }
  const bare = median(runs.get(targets[0].name).map((run) => run.rps));
  console.log(`\n${title} — ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds, medians`);
  console.log('| target | req/s | p99 ms | vs bare | rounds (req/s) |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const target of targets) {
    const list = runs.get(target.name);
    const rps = median(list.map((run) => run.rps));
    const p99 = median(list.map((run) => run.p99));
    const rounds = list.map((run) => Math.round(run.rps)).join(', ');
    console.log(
      `| ${target.name} | ${Math.round(rps)} | ${p99} | ${((rps / bare) * 100).toFixed(1)}% | ${rounds} |`,
    );
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-api-'));
const bareChild = spawn(process.execPath, ['scripts/bench/bare-fastify.mjs'], {
  env: { ...process.env, PORT: String(BARE_PORT) },
  stdio: 'ignore',
});
let server;
try {
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`, bareChild);
  server = await startBuiltServer({ port: APP_PORT, dataDir });
  const token = await signIn(server.origin, 'admin@paydesk.test');
  const auth = { authorization: `Bearer ${token}` };
  const bare = { name: 'bare Fastify hello', url: `http://127.0.0.1:${BARE_PORT}/` };
  const companies = (label) => ({
    name: `GET /api/companies (${label})`,
    url: `${server.origin}/api/companies`,
    headers: auth,
  });
  const dashboard = (label) => ({
    name: `GET /api/dashboard (${label})`,
    url: `${server.origin}/api/dashboard`,
    headers: auth,
  });
  await runInterleaved('Demo data (3 companies)', [
    bare,
    { name: 'GET /api/health', url: `${server.origin}/api/health` },
    companies('3 companies'),
    dashboard('3 companies'),
  ]);
  addCompanies(dataDir, EXTRA_COMPANIES);
  await runInterleaved(`With ${EXTRA_COMPANIES.toLocaleString('en-US')} more companies`, [
    bare,
    companies('20,003 companies'),
    dashboard('20,003 companies'),
  ]);
} finally {
  await server?.stop();
  await stopChild(bareChild);
  rmSync(dataDir, { recursive: true, force: true });
}
