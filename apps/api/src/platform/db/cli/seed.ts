import { loadConfig } from '@paydesk/api/config';
import { systemClock } from '@paydesk/api/platform/clock';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrator';
import { seedDemoDataIfEmpty } from '../seed/seed';

const config = loadConfig();
if (config.env === 'production' && !config.seedDemo) {
  console.error('Refusing to seed demo data in production; set SEED_DEMO=true to ask for it.');
  process.exit(1);
}
const database = openDatabase(config.database);
try {
  await migrateToLatest(database.db);
  const seeded = await seedDemoDataIfEmpty(database.db, systemClock, config);
  console.log(seeded ? 'Demo data seeded.' : 'The database already holds data; nothing seeded.');
} finally {
  await database.close();
}
