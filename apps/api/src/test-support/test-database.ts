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
  const name = newPostgresName('paydesk_test');
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(postgresUrlOf(name));
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
