import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ProvidedContext } from 'vitest';
import type { DatabaseConfig } from '../config';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the library's own declaration
  export interface ProvidedContext {
    /**
     * A database migrated once for the whole run (global-setup.ts), which each test file's database
     * starts as a copy of: the SQLite file's path, or the PostgreSQL template database's name.
     */
    migratedTemplate?: { kind: TestDatabaseKind; name: string };
  }
}

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabaseKind = 'sqlite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DB ?? 'sqlite';
  if (kind !== 'sqlite' && kind !== 'postgres') {
    throw new Error(`TEST_DB must be sqlite or postgres, not ${kind}`);
  }
  return kind;
}

export const adminUrl = (): string => process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

export const postgresHelp = (url: string, cause: string) =>
  `PostgreSQL is not answering at ${url} (${cause}).\n` +
  'The API tests run on SQLite and on PostgreSQL. Start the server, e.g.\n' +
  '  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n' +
  'or install it with `apt-get install -y postgresql`, or point TEST_DATABASE_URL at one.';

export type TestDatabase = { config: DatabaseConfig; drop: () => Promise<void> };

/** A new, empty PostgreSQL database's name, unique across runs side by side. */
export const newPostgresName = (prefix: string) =>
  `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;

/** The admin URL pointed at another database on the same server. */
export function postgresUrlOf(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of its own for one test file: a temporary SQLite file or a new PostgreSQL database.
 * It starts as a copy of the run's migrated template when given one (global-setup.ts makes it), which saves running every
 * migration again for each file (seconds on PostgreSQL); the copy is the same schema that
 * migrating would give, and migrating it again finds nothing to do.
 */
export async function createTestDatabase(
  migrated?: ProvidedContext['migratedTemplate'],
): Promise<TestDatabase> {
  const template = migrated?.kind === testDatabaseKind() ? migrated.name : undefined;
  if (testDatabaseKind() === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'paydesk-test-'));
    const file = join(dir, 'test.sqlite');
    if (template) {
      copyFileSync(template, file);
      chmodSync(file, 0o600);
    }
    return {
      config: { kind: 'sqlite', file },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = template ? await takeCopyOf(template) : await createEmpty();
  const url = new URL(postgresUrlOf(name));
  return {
    config: { kind: 'postgres', url: url.toString() },
    // The drop goes on in the background: the next test file need not wait for it, and the run's
    // teardown (global-setup.ts) drops whatever a process left behind.
    drop: async () => void dropDatabase(name).catch(() => undefined),
  };
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function createEmpty(): Promise<string> {
  const name = newPostgresName('paydesk_test');
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  return name;
}

const dropDatabase = (name: string) =>
  withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

/** A copy's name: the template's, so that the teardown finds every copy by it. */
export const copyNamePattern = (template: string) => `${template}\\_%`;

async function copyTemplate(template: string): Promise<string> {
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return name;
}

/**
 * The copy made ahead for the next test file. Copying the template takes about half a second on
 * PostgreSQL, most of it the server writing files while the test process waits; made while the
 * previous file runs, it is ready when asked for (measured: 49 s of the suite's 129 s were these
 * waits). Test files that share a process (`--no-isolate`) share this spare.
 */
let spare: { template: string; name: Promise<string> } | undefined;

async function takeCopyOf(template: string): Promise<string> {
  const ready = spare?.template === template ? spare.name : copyTemplate(template);
  const next = copyTemplate(template);
  // A failure surfaces when the copy is taken, not as an unhandled rejection before.
  next.catch(() => undefined);
  spare = { template, name: next };
  return ready;
}
