import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrator';
import {
  adminUrl,
  copyNamePattern,
  newPostgresName,
  postgresHelp,
  postgresUrlOf,
  testDatabaseKind,
} from './test-database';

let dropTemplate: (() => Promise<void>) | undefined;

/** Runs every migration once, into a database that each test file's database copies. */
async function migrateTemplate(project: TestProject): Promise<void> {
  const kind = testDatabaseKind();
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'paydesk-template-'));
    const file = join(dir, 'template.sqlite');
    const database = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(database.db);
    // Closing the last connection folds the write-ahead log into the file, so a copy is whole.
    await database.close();
    dropTemplate = async () => rmSync(dir, { recursive: true, force: true });
    project.provide('migratedTemplate', { kind, name: file });
    return;
  }
  const name = newPostgresName('paydesk_template');
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  dropTemplate = async () => {
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    // The template first: a copy still being made holds it, so the drop waits for that copy, and
    // none can start after. Then its copies: the one made ahead for a file that never came, and
    // those still being dropped in the background when their process ended (test-database.ts).
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const copies = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [copyNamePattern(name)],
    );
    for (const { datname } of copies.rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await client.end();
  };
  // A template must have no connections while it is copied: this one closes before any test runs.
  const database = openDatabase({ kind: 'postgres', url: postgresUrlOf(name) });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  project.provide('migratedTemplate', { kind, name });
}

/** Fails the whole run with instructions when PostgreSQL is wanted and not there. */
async function checkPostgres(): Promise<void> {
  const url = adminUrl();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(postgresHelp(url, error instanceof Error ? error.message : String(error)));
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function setup(project: TestProject): Promise<void> {
  if (testDatabaseKind() === 'postgres') await checkPostgres();
  await migrateTemplate(project);
}

export async function teardown(): Promise<void> {
  await dropTemplate?.();
  dropTemplate = undefined;
}
