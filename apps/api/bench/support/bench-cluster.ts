// The built cluster (`apps/api/dist/cluster.js`, what `npm run start:cluster` runs) on the
// benchmark's PostgreSQL database, with its administrator signed in.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../src/platform/db/seed/demo-people';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export type BenchAnswer = { status: number; body: string };

export type BenchCluster = {
  /** A request as the platform administrator; `company` names the Company-ID. */
  send: (
    method: 'GET' | 'POST',
    url: string,
    options: { company?: string; payload?: unknown },
  ) => Promise<BenchAnswer>;
  /** Each API process's peak resident memory so far, in KB (Linux's VmHWM). */
  peakRssKb: () => number[];
  stop: () => Promise<void>;
};

const workersOf = (output: string): number[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"msg":"API process listening"'))
    .map((line) => (JSON.parse(line) as { worker: number }).worker);

function peakKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

export async function startBenchCluster(options: {
  databaseUrl: string;
  encryptionKey: string;
  processes: number;
}): Promise<BenchCluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-cluster-'));
  const child = spawn(process.execPath, ['apps/api/dist/cluster.js'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      PAYDESK_WEB_ROOT: dataDir,
      DATABASE_URL: options.databaseUrl,
      ENCRYPTION_KEY: options.encryptionKey,
      JWT_SECRET: 'a-bench-secret-of-at-least-32-characters-long',
      PAYDESK_PROCESSES: String(options.processes),
      // One line per request, as in production.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let partial = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer in 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      // Keep what names the processes and the address, whole lines; request lines are dropped.
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('API process') || line.includes('running at') || !line.startsWith('{'))
          output += `${line}\n`;
      }
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The cluster exited with ${code}:\n${output}`));
    });
  });
  // The primary's log lines may follow its banner by a moment.
  for (let tries = 0; workersOf(output).length < options.processes && tries < 100; tries += 1) {
    await new Promise((done) => setTimeout(done, 100));
  }
  const workers = workersOf(output);

  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@paydesk.test', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };

  return {
    async send(method, url, { company, payload }) {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(company ? { 'Company-ID': company } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      return { status: response.status, body: await response.text() };
    },
    peakRssKb: () => workers.map(peakKb),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
