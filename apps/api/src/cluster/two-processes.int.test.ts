import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateAch } from '@paydesk/ach';
import type { TokenPair } from '@paydesk/contracts';
import { addBusinessDays } from '@paydesk/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@paydesk/api/platform/db/seed/demo-people';
import {
  startServerProcess,
  type Answer,
  type Request,
  type ServerProcess,
} from '@paydesk/api/test-support/server-process';
import { signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

// Two API processes on one PostgreSQL database, as `npm run start:cluster` or two machines run
// them: what one process knows (a closed sign-in, failed sign-ins, a committed draft, the trace
// numbers given) must hold in the other at once. SQLite is embedded in one process and the
// cluster refuses it, so on SQLite this file checks only that refusal, and says so.

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const postgres = testDatabaseKind() === 'postgres';

type Exit = { code: number | null; output: string };

/** `cluster.ts` from its sources, as `npm run start:cluster` runs its bundle. */
function spawnCluster(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-cluster-'));
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cluster.ts'], {
    cwd: repositoryRoot,
    env: {
      ...base,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      PAYDESK_WEB_ROOT: dataDir,
      JWT_SECRET: 'a-process-test-secret-of-at-least-32-characters',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers: (() => void)[] = [];
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
  /** Resolves with what `find` finds in the output so far or to come. */
  const waitUntil = <T>(find: (text: string) => T | null | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No ${what} in 180 s:\n${output}`)), 180_000);
      const check = () => {
        const found = find(output);
        if (found === null || found === undefined) return;
        clearTimeout(timer);
        resolve(found);
      };
      watchers.push(check);
      check();
    });
  return { child, exited, waitUntil, output: () => output };
}

/** The API processes named by the primary's log lines (pino JSON) with this message. */
function processesLogged(output: string, message: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(`"msg":"${message}"`))
    .map((line) => (JSON.parse(line) as { worker: number }).worker);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe(
  postgres
    ? 'the cluster on PostgreSQL: refuses SQLite'
    : 'two API processes: PostgreSQL only (this run is SQLite: only the refusal runs; TEST_DB=postgres runs the rest)',
  () => {
    it('refuses to start the cluster on the embedded SQLite database, saying why', async () => {
      const cluster = spawnCluster({ ENCRYPTION_KEY: 'ab'.repeat(32) });
      const { code, output } = await cluster.exited;
      expect(code).toBe(1);
      expect(output).toContain('one writer');
      expect(output).toContain('DATABASE_URL=postgres://');
      expect(output).not.toContain('running at');
    }, 180_000);
  },
);

if (postgres) {
  let local: TestApp;
  const processes: ServerProcess[] = [];
  let databaseUrl = '';
  let encryptionKey = '';
  let ownerToken = '';
  let lakeside = '';
  let group = '';
  let people: string[] = [];
  let payDate = '';
  let a: ServerProcess;
  let b: ServerProcess;

  const asOwner = (method: Request['method'], url: string, payload?: unknown) =>
    local.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${ownerToken}`, 'Company-ID': lakeside },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    // The real clock: the server processes run on it too.
    local = await createTestApp({ seed: true });
    const { db } = local.context.database;
    ownerToken = (await signInAs(local.app, 'owner@paydesk.test')).accessToken;
    lakeside = (
      await db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Lakeside Bakery LLC')
        .executeTakeFirstOrThrow()
    ).id;
    group = (
      await db
        .selectFrom('pay_groups')
        .select('id')
        .where('company_id', '=', lakeside)
        .executeTakeFirstOrThrow()
    ).id;
    // Two people paid by direct deposit into their seeded accounts.
    const accounts = await db
      .selectFrom('bank_accounts')
      .innerJoin('employees', 'employees.id', 'bank_accounts.employee_id')
      .select('employees.id')
      .where('employees.company_id', '=', lakeside)
      .where('employees.status', '=', 'active')
      .where('bank_accounts.status', '=', 'active')
      .orderBy('employees.last_name')
      .execute();
    people = [...new Set(accounts.map((row) => row.id))].slice(0, 2);
    expect(people).toHaveLength(2);
    await db
      .updateTable('employees')
      .set({ payment_method: 'direct_deposit' })
      .where('id', 'in', people)
      .execute();
    payDate = addBusinessDays(local.clock.now().toISOString().slice(0, 10), 6);
    const config = local.context.config;
    if (config.database.kind !== 'postgres') throw new Error('TEST_DB=postgres without PostgreSQL');
    databaseUrl = config.database.url;
    encryptionKey = config.encryptionKey.toString('hex');
    processes.push(
      ...(await Promise.all([1, 2].map(() => startServerProcess({ databaseUrl, encryptionKey })))),
    );
    [a, b] = processes as [ServerProcess, ServerProcess];
  }, 400_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await local?.close();
  });

  const signIn = async (server: ServerProcess, email: string, password = DEMO_PASSWORD) => {
    const answer = await server.send({
      method: 'POST',
      url: '/api/login',
      token: '',
      payload: { username: email, password },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<TokenPair>();
  };
  const me = (server: ServerProcess, token: string) =>
    server.send({ method: 'GET', url: '/api/me', token });

  /** A committed bonus run paying both people: an approved payroll with two stubs. */
  async function bonusDraft(bonusCents: number): Promise<string> {
    const start = addBusinessDays(payDate, -15);
    const created = await asOwner('POST', '/api/payroll-drafts', {
      payGroupId: group,
      offCycle: {
        reason: 'bonus',
        payDate,
        periodStart: start,
        periodEnd: addBusinessDays(start, 9),
        employeeIds: people,
        withholding: 'supplemental',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId, version } = created.json<{ draftId: string; version: number }>();
    const updated = await asOwner('PUT', `/api/payroll-drafts/${draftId}`, {
      version,
      lines: people.map((employeeId) => ({ employeeId, bonusCents })),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    return draftId;
  }

  // Hang guards only: each test waits on two processes of a busy machine.
  describe('two API processes on one PostgreSQL database', { timeout: 180_000 }, () => {
    it('refuses on A a sign-in closed on B, at once (inside the 2 s A remembers it)', async () => {
      const tokens = await signIn(a, 'norole@paydesk.test');
      // Twice: the second answer comes from what A remembers of the sign-in.
      expect((await me(a, tokens.accessToken)).statusCode).toBe(200);
      expect((await me(a, tokens.accessToken)).statusCode).toBe(200);
      const out = await b.send({
        method: 'POST',
        url: '/api/logout',
        token: '',
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(out.statusCode, out.body).toBe(204);
      const after = await me(a, tokens.accessToken);
      expect(after.statusCode, after.body).toBe(401);
    });

    it('refuses on A every other sign-in of a user whose password changed on B', async () => {
      const onA = await signIn(a, 'norole@paydesk.test');
      const onB = await signIn(b, 'norole@paydesk.test');
      expect((await me(a, onA.accessToken)).statusCode).toBe(200);
      expect((await me(a, onA.accessToken)).statusCode).toBe(200);
      const newPassword = 'Quilted-Harbour-Lantern-93';
      const changed = await b.send({
        method: 'PUT',
        url: '/api/my-password',
        token: onB.accessToken,
        payload: { oldPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword },
      });
      expect(changed.statusCode, changed.body).toBeLessThan(300);
      expect((await me(a, onA.accessToken)).statusCode).toBe(401);
      // The sign-in that changed it stays open, on either process.
      expect((await me(a, onB.accessToken)).statusCode).toBe(200);
    });

    it('counts failed sign-ins made through both processes together', async () => {
      const wrong = (server: ServerProcess) =>
        server.send({
          method: 'POST',
          url: '/api/login',
          token: '',
          payload: { username: 'employee@paydesk.test', password: 'not-the-password' },
        });
      // Ten failures from one address, five through each process: the account's limit there.
      const failures = await Promise.all([...Array(5).keys()].flatMap(() => [wrong(a), wrong(b)]));
      for (const answer of failures) {
        expect(answer.statusCode, answer.body).toBe(401);
        expect(answer.json()).toMatchObject({ code: 'auth.invalid_credentials' });
      }
      for (const server of [a, b]) {
        const refused = await server.send({
          method: 'POST',
          url: '/api/login',
          token: '',
          payload: { username: 'employee@paydesk.test', password: DEMO_PASSWORD },
        });
        expect(refused.statusCode, refused.body).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'auth.rate_limited' });
      }
    });

    it('commits a draft sent 20 times at once through A and B once: one 201, the same payroll', async () => {
      const draftId = await bonusDraft(61_000);
      const [ownerA, ownerB] = await Promise.all([
        a.signIn('owner@paydesk.test'),
        b.signIn('owner@paydesk.test'),
      ]);
      const commit = (server: ServerProcess, token: string) =>
        server.send({
          method: 'POST',
          url: '/api/payrolls',
          token,
          headers: { 'Company-ID': lakeside },
          payload: { draftId },
        });
      const answers = await Promise.all(
        [...Array(10).keys()].flatMap(() => [commit(a, ownerA), commit(b, ownerB)]),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.filter((status) => status === 201),
        answers[0]?.body,
      ).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(19);
      const ids = new Set(answers.map((answer) => answer.json<{ id: string }>().id));
      expect(ids.size).toBe(1);
      const { db } = local.context.database;
      const payrolls = await db
        .selectFrom('payrolls')
        .select('id')
        .where('draft_id', '=', draftId)
        .execute();
      expect(payrolls.map((row) => row.id)).toEqual([...ids]);
      const stubs = await db
        .selectFrom('pay_stubs')
        .select('id')
        .where('payroll_id', '=', [...ids][0] ?? '')
        .execute();
      expect(stubs).toHaveLength(people.length);
    });

    it('makes 10 ACH files at once through A and B: no trace number twice, each payroll in one valid file', async () => {
      const payrollIds: string[] = [];
      for (let index = 0; index < 10; index += 1) {
        const draftId = await bonusDraft(42_000 + index);
        const committed = await asOwner('POST', '/api/payrolls', { draftId });
        expect(committed.statusCode, committed.body).toBe(201);
        payrollIds.push(committed.json<{ id: string }>().id);
      }
      const [adminA, adminB] = await Promise.all([
        a.signIn('admin@paydesk.test'),
        b.signIn('admin@paydesk.test'),
      ]);
      const answers: Answer[] = await Promise.all(
        payrollIds.map((payrollId, index) => {
          const [server, token] = index % 2 === 0 ? [a, adminA] : [b, adminB];
          return server.send({
            method: 'POST',
            url: '/api/payments/ach/files',
            token,
            payload: { payrolls: [payrollId] },
          });
        }),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
      const fileIds = answers.map((answer) => answer.json<{ id: string }>().id);
      expect(new Set(fileIds).size).toBe(payrollIds.length);

      const { db } = local.context.database;
      const entries = await db
        .selectFrom('ach_entries')
        .select(['trace_number', 'ach_file_id', 'payroll_id'])
        .where('ach_file_id', 'in', fileIds)
        .execute();
      const traces = entries.map((entry) => entry.trace_number);
      expect(traces.length).toBeGreaterThanOrEqual(payrollIds.length * people.length);
      expect(new Set(traces).size).toBe(traces.length);
      const holders = await db
        .selectFrom('ach_file_payrolls')
        .select(['payroll_id', 'ach_file_id'])
        .where('payroll_id', 'in', payrollIds)
        .execute();
      expect(holders).toHaveLength(payrollIds.length);
      for (const [index, payrollId] of payrollIds.entries()) {
        expect(holders.find((row) => row.payroll_id === payrollId)?.ach_file_id).toBe(
          fileIds[index],
        );
      }
      for (const fileId of fileIds) {
        const download = await b.send({
          method: 'GET',
          url: `/api/payments/ach/files/${fileId}`,
          token: adminB,
        });
        expect(download.statusCode).toBe(200);
        expect(validateAch(download.body, { requireBalanced: true })).toEqual({
          valid: true,
          findings: [],
        });
      }
    });
  });

  describe('npm run start:cluster on PostgreSQL', () => {
    it('serves from two processes on one port, starts another when one dies, and stops on SIGTERM', async () => {
      const cluster = spawnCluster({
        DATABASE_URL: databaseUrl,
        ENCRYPTION_KEY: encryptionKey,
        PAYDESK_PROCESSES: '2',
        LOG_LEVEL: 'info',
      });
      try {
        const port = await cluster.waitUntil(
          (text) => /running at http:\/\/localhost:(\d+)/.exec(text)?.[1],
          'banner',
        );
        expect(cluster.output()).toContain('2 API processes');
        const health = () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status);
        expect(await Promise.all([health(), health(), health(), health()])).toEqual([
          200, 200, 200, 200,
        ]);
        const first = processesLogged(cluster.output(), 'API process listening');
        expect(new Set(first).size).toBe(2);
        const victim = first[0] ?? 0;
        process.kill(victim, 'SIGKILL');
        await cluster.waitUntil(
          (text) =>
            processesLogged(text, 'API process died: starting another').includes(victim) || null,
          'restart',
        );
        const replacement = await cluster.waitUntil(
          (text) =>
            processesLogged(text, 'API process listening').find((pid) => !first.includes(pid)),
          'replacement',
        );
        expect(isAlive(replacement)).toBe(true);
        expect(await health()).toBe(200);

        cluster.child.kill('SIGTERM');
        const { code } = await cluster.exited;
        expect(code).toBe(0);
        expect([...first, replacement].some(isAlive)).toBe(false);
      } finally {
        if (cluster.child.exitCode === null) cluster.child.kill('SIGKILL');
      }
    }, 400_000);
  });
}
