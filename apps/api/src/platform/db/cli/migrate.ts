import { loadConfig } from '@paydesk/api/config';
import { openDatabase } from '../database';
import { currentMigration, migrateToLatest } from '../migrator';

const config = loadConfig();
const database = openDatabase(config.database);
try {
  const applied = await migrateToLatest(database.db);
  const current = await currentMigration(database.db);
  console.log(
    applied.length > 0
      ? `Applied ${applied.join(', ')} on ${database.kind}; now at ${current}.`
      : `Nothing to apply on ${database.kind}; already at ${current}.`,
  );
} finally {
  await database.close();
}
