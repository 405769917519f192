// Starts the built app (apps/api/dist/main.js serving apps/web/dist) for a benchmark.
import { spawn } from 'node:child_process';

/** Waits until `url` answers 200, or fails after `limitMs`. */
export async function waitFor(url, child, limitMs = 30_000) {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not yet listening
    }
    if (child && child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}`);
    if (performance.now() - started > limitMs) throw new Error(`${url} did not answer in time`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** Stops a child process and waits for it to be gone. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** Where the built app lives: this checkout, or BENCH_APP_ROOT to measure another build. */
export const appRoot = process.env.BENCH_APP_ROOT ?? process.cwd();

/**
 * The real server of the build in `root` (this checkout unless named) on SQLite in `dataDir`, seeded with the demo data, logging at `info` as in
 * production (its output is discarded, but every line is still written).
 */
export async function startBuiltServer({ port, dataDir, nodeArgs = [], env = {}, root = appRoot }) {
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`, child);
  return { origin, child, stop: () => stopChild(child) };
}

/** Signs a demo user in and answers the access token. */
export async function signIn(origin, email, password = 'paydesk-demo-2026') {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const body = await response.json();
  return body.accessToken;
}
