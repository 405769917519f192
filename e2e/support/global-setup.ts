import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the library's own declaration
  export interface ProvidedContext {
    /** One server per worker, in the order of the workers' pool ids (see base-url.ts). */
    baseUrls: string[];
  }
}

type Server = { child: ChildProcess; dataDir: string; output: () => string };

const servers: Server[] = [];

/**
 * How many test files run at once. The pool is sized from the root configuration (a project's own
 * `maxWorkers` is not read by this Vitest), the same way Vitest sizes it.
 */
function workerCount(project: TestProject): number {
  const config = project.vitest.config;
  if (config.fileParallelism === false) return 1;
  const pooled = config.pool === 'threads' ? config.poolOptions?.threads?.maxThreads : undefined;
  const forked = config.pool === 'forks' ? config.poolOptions?.forks?.maxForks : undefined;
  return pooled ?? forked ?? config.maxWorkers ?? Math.max(availableParallelism() - 1, 1);
}

// How long a server may take to start. It only catches a hang: `npm test` starts the servers while
// other stages (lint, type checks, the API suites) share the cores, and a loaded two-core machine
// has been seen to need more than a minute.
const START_LIMIT_MS = 180_000;

async function waitForHealth(url: string, server: Server): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`The Paydesk server exited early:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(
    `The Paydesk server did not answer within ${START_LIMIT_MS / 1000} s:\n${server.output()}`,
  );
}

/** The port the server says it listens on (it is given port 0 and picks a free one). */
function listeningPort(server: Server): Promise<number> {
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () =>
        fail(
          new Error(
            `The Paydesk server did not start within ${START_LIMIT_MS / 1000} s:\n${server.output()}`,
          ),
        ),
      START_LIMIT_MS,
    );
    const read = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(server.output());
      if (!match) return;
      clearTimeout(timer);
      server.child.stdout?.off('data', read);
      done(Number(match[1]));
    };
    server.child.stdout?.on('data', read);
    server.child.once('exit', () => {
      clearTimeout(timer);
      fail(new Error(`The Paydesk server exited early:\n${server.output()}`));
    });
  });
}

/** Starts the built app on a free port with a fresh, seeded SQLite database of its own. */
async function startServer(entry: string): Promise<string> {
  let log = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-e2e-'));
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PAYDESK_WEB_ROOT: resolve('apps/web/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { child, dataDir, output: () => log };
  servers.push(server);
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${await listeningPort(server)}`;
  await waitForHealth(url, server);
  return url;
}

/**
 * Starts one server per worker, each on its own seeded SQLite database, so that test files run
 * side by side without seeing each other's data.
 */
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
  const count = workerCount(project);
  try {
    const urls = await Promise.all(Array.from({ length: count }, () => startServer(entry)));
    project.provide('baseUrls', urls);
  } catch (error) {
    await teardown();
    throw error;
  }
}

export async function teardown(): Promise<void> {
  for (const server of servers.splice(0)) {
    server.child.kill('SIGTERM');
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
