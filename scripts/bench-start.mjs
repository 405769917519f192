// Cold start of the built app (median of 5). What the first page loads: scripts/bench-first-page.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = 5;

async function startOnce(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not yet listening
      }
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (performance.now() - started > 30_000)
        throw new Error('the server did not start within 30 s');
      await new Promise((done) => setTimeout(done, 10));
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-start-'));
try {
  const first = await startOnce(dataDir, 3590);
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await startOnce(dataDir, 3590));
  times.sort((a, b) => a - b);
  console.log(`first start (migrate + seed): ${first.toFixed(0)} ms`);
  console.log(
    `cold start of the built app, median of ${RUNS}: ${times[2].toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
