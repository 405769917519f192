// The first page in Chromium: the built SPA served by the real server, five cold loads of the
// sign-in page and of each role's dashboard (signed in), medians of bytes on the wire, gzipped
// JavaScript, FCP, LCP, script time and heap; the chunk list of /login. Fails when a page loads
// more gzipped JavaScript than scripts/bench/first-page-budget.json allows.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './bench/built-server.mjs';
import { loadOnce } from './bench/page-load.mjs';
import { ensureBuilt } from './ensure-built.mjs';

const LOADS = 5;
const WEB_ROOT = 'apps/web/dist';
const budget = JSON.parse(readFileSync('scripts/bench/first-page-budget.json', 'utf8')).pages;
const pages = [
  { path: '/login', user: null },
  { path: '/dashboard', user: 'admin@paydesk.test' },
  { path: '/owner/dashboard', user: 'owner@paydesk.test' },
  { path: '/employee/dashboard', user: 'employee@paydesk.test' },
];

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

async function tokensOf(origin, email) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'paydesk-demo-2026' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return response.json();
}

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-page-'));
const server = await startBuiltServer({ port: 3595, dataDir, env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let overBudget = false;
try {
  const rows = [];
  let loginScripts = [];
  for (const { path, user } of pages) {
    const loads = [];
    for (let i = 0; i < LOADS; i += 1) {
      const tokens = user ? await tokensOf(server.origin, user) : null;
      const load = await loadOnce(browser, {
        origin: server.origin,
        path,
        webRoot: WEB_ROOT,
        tokens,
      });
      if (load.landed !== path) throw new Error(`${path} landed on ${load.landed}`);
      loads.push(load);
    }
    if (path === '/login') loginScripts = loads[0].scripts;
    const row = {
      path,
      wire: median(loads.map((load) => load.wireBytes)),
      gzipJs: median(loads.map((load) => load.gzipJsBytes)),
      scripts: median(loads.map((load) => load.scripts.length)),
      fcp: median(loads.map((load) => load.fcpMs)),
      lcp: median(loads.map((load) => load.lcpMs)),
      script: median(loads.map((load) => load.scriptMs)),
      heap: median(loads.map((load) => load.heapBytes)),
    };
    rows.push(row);
    const limit = budget[path]?.limitGzipBytes;
    if (limit !== undefined && row.gzipJs > limit) overBudget = true;
  }
  console.log(`\nFirst page, ${LOADS} cold loads each (medians), the built app on localhost`);
  console.log(
    '| page | on the wire | JS gzip | scripts | FCP | LCP | script time | JS heap | JS gzip limit / target |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const entry = budget[row.path] ?? {};
    const verdict =
      row.gzipJs > entry.limitGzipBytes
        ? 'OVER LIMIT'
        : row.gzipJs > entry.targetGzipBytes
          ? 'within limit, above target'
          : 'meets target';
    console.log(
      `| ${row.path} | ${kb(row.wire)} | ${kb(row.gzipJs)} | ${row.scripts} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.script)} | ${(row.heap / 1048576).toFixed(1)} MB | ${kb(entry.limitGzipBytes)} / ${kb(entry.targetGzipBytes)}: ${verdict} |`,
    );
  }
  console.log('\nScripts of /login (gzip level 9; as sent):');
  for (const script of [...loginScripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(
      `  ${script.file.padEnd(52)} ${String(script.gzipBytes).padStart(7)} B gzip, ${String(script.wireBytes).padStart(7)} B on the wire (${script.encoding || 'none'})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (overBudget) {
  console.error('\nA page loads more JavaScript than scripts/bench/first-page-budget.json allows.');
  process.exit(1);
}
