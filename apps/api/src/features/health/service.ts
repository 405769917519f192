import type { Health } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { currentMigration } from '@paydesk/api/platform/db/migrator';
import { pingDatabase } from '@paydesk/api/platform/db/ping';

/**
 * Reads the applied migration once, at start-up (migrations only run before the server starts),
 * and answers each health call with one `select 1`: load balancers ask often, and building a
 * migrator to introspect the schema on every call cost more than the rest of the request.
 */
export async function createHealthReader(context: AppContext): Promise<() => Promise<Health>> {
  const { database, version } = context;
  const migration = await currentMigration(database.db).catch(() => 'unknown');
  return async () => {
    try {
      await pingDatabase(database.db);
      return { status: 'ok', database: database.kind, migration, version };
    } catch {
      return { status: 'degraded', database: database.kind, migration: 'unknown', version };
    }
  };
}
