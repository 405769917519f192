import type { Health } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { currentMigration } from '@paydesk/api/platform/db/migrator';

export async function readHealth(context: AppContext): Promise<Health> {
  const { database, version } = context;
  try {
    const migration = await currentMigration(database.db);
    return { status: 'ok', database: database.kind, migration, version };
  } catch {
    return { status: 'degraded', database: database.kind, migration: 'unknown', version };
  }
}
