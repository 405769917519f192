import pg from 'pg';
import { adminUrl, postgresHelp, testDatabaseKind } from './test-database';

/** Fails the whole run with instructions when PostgreSQL is wanted and not there. */
export async function setup(): Promise<void> {
  if (testDatabaseKind() !== 'postgres') return;
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
