// `npm run db:seed`: the demo, with its payroll history, into an empty database.
import { loadConfig } from './config';
import { seedDemoIfEmpty } from './features/demo-seed';
import { createContext } from './platform/app-context';
import { systemClock } from './platform/clock';
import { openDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrator';
import { appVersion } from './version';

const config = loadConfig();
if (config.env === 'production' && !config.seedDemo) {
  console.error('Refusing to seed demo data in production; set SEED_DEMO=true to ask for it.');
  process.exit(1);
}
const database = openDatabase(config.database);
const context = createContext({ config, database, clock: systemClock, version: appVersion });
try {
  await migrateToLatest(database.db);
  const seeded = await seedDemoIfEmpty(context);
  console.log(seeded ? 'Demo data seeded.' : 'The database already holds data; nothing seeded.');
} finally {
  await context.attempts.close();
  await database.close();
}
