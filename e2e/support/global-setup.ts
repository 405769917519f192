import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Paydesk server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The Paydesk server did not answer within 60 s:\n${output()}`);
}

/** Starts the built app on a free port with a fresh, seeded SQLite database. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(chromiumPath())) {
    throw new Error(
      `Chromium is not at ${chromiumPath()}. The browser tests need it: install it with ` +
        '`apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH.',
    );
  }
  const entry = resolve('apps/api/dist/main.js');
  if (!existsSync(entry) || !existsSync(resolve('apps/web/dist/index.html'))) {
    throw new Error(
      'The app is not built: run `npm run build` (npm run test:e2e does it for you).',
    );
  }
  dataDir = mkdtempSync(join(tmpdir(), 'paydesk-e2e-'));
  const port = 3700 + Math.floor(Math.random() * 200);
  let log = '';
  server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PAYDESK_WEB_ROOT: resolve('apps/web/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, () => log);
  project.provide('baseUrl', url);
}

export async function teardown(): Promise<void> {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
