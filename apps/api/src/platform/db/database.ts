import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '@paydesk/api/config';
import type { DatabaseSchema } from './schema';
import { withStatementCache } from './statement-cache';

export type DatabaseKind = DatabaseConfig['kind'];
export type Db = Kysely<DatabaseSchema>;

export type Database = {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

// BIGINT (cents, counters) comes back from pg as a string; cents stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(
  config: DatabaseConfig,
  onIdleError?: (error: Error) => void,
): Database {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection that the server ends (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => onIdleError?.(error));
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  // The database holds encrypted SSNs and salaries: only this user may read its files.
  if (config.file !== ':memory:') restrictToOwner(config.file);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/** The SQLite file and its WAL and shared-memory files, readable by their owner only (0600). */
export function restrictToOwner(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}
