import type { Database as Sqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every query the app writes, with room for IN lists of many lengths. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 with its prepared statements kept by SQL text. Kysely prepares each query anew,
 * and preparing cost about a third of a simple read under load; the same text always compiles
 * to the same statement, and SQLite re-prepares a kept one by itself when the schema changes.
 * The least recently used statement goes when the cache is full.
 */
export function withStatementCache(sqlite: Sqlite): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      const kept = statements.get(sql);
      if (kept) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > MAX_STATEMENTS) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
