import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TokenPair } from '@paydesk/contracts';
import { DEMO_PASSWORD } from '../platform/db/seed/demo-people';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** What a test reads of an answer, the same from a server process as from `inject`. */
export type Answer = { statusCode: number; body: string; json: <T = unknown>() => T };

/** A request: method, path, bearer token, headers and JSON body. */
export type Request = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token: string;
  headers?: Record<string, string>;
  payload?: unknown;
};

/** An API server in a process of its own, on a database another process also serves. */
export type ServerProcess = {
  send: (request: Request) => Promise<Answer>;
  signIn: (email: string) => Promise<string>;
  stop: () => Promise<void>;
};

/**
 * Starts the API from its sources (`main.ts` under tsx) on the given PostgreSQL database, with the
 * encryption key of the process that wrote the data. The server prints its address when it
 * listens; a server that exits first fails the start with what it printed.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  encryptionKey: string;
}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-process-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      ENCRYPTION_KEY: options.encryptionKey,
      JWT_SECRET: 'a-process-test-secret-of-at-least-32-characters',
      LOG_LEVEL: 'error',
      PAYDESK_WEB_ROOT: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    // Only a hang guard: under tsx on a busy two-core machine a start takes a minute or more.
    const timer = setTimeout(() => reject(new Error(`No answer in 180 s:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server process exited with ${code}:\n${output}`));
    });
  });

  const send = async (request: Request): Promise<Answer> => {
    const response = await fetch(`${base}${request.url}`, {
      method: request.method,
      headers: {
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.payload === undefined ? {} : { body: JSON.stringify(request.payload) }),
    });
    const body = await response.text();
    return { statusCode: response.status, body, json: <T>() => JSON.parse(body) as T };
  };

  return {
    send,
    async signIn(email) {
      const answer = await send({
        method: 'POST',
        url: '/api/login',
        token: '',
        payload: { username: email, password: DEMO_PASSWORD },
      });
      if (answer.statusCode !== 200) throw new Error(`Sign-in of ${email}: ${answer.body}`);
      return answer.json<TokenPair>().accessToken;
    },
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
