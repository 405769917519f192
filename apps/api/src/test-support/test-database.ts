import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config';

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

/** A database of its own for one test file: a temporary SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'paydesk-test-'));
    return {
      config: { kind: 'sqlite', file: join(dir, 'test.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `paydesk_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
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
