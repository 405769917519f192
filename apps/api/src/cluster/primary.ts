import type { AppConfig } from '../config';
import { seedDemoIfEmpty } from '../features/demo-seed';
import { startTaxDepositReminders } from '../features/tax-filings';
import { createContext } from '../platform/app-context';
import { systemClock } from '../platform/clock';
import { openDatabase } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrator';
import { demoSignIns, DEMO_PASSWORD } from '../platform/db/seed/demo-people';
import { appVersion } from '../version';
import { superviseWorkers } from './supervisor';

/** How often the primary checks that the process that started it is still there. */
const PARENT_CHECK_MS = 500;

/**
 * The cluster's primary: migrates, seeds the demo, starts `count` API processes (the file
 * `workerEntry`), runs the hourly reminders once for them all and prints where they listen.
 */
export async function runPrimary(config: AppConfig, count: number, workerEntry: string) {
  const database = openDatabase(config.database, (error) =>
    console.error(`database connection lost: ${error.message}`),
  );
  const context = createContext({ config, database, clock: systemClock, version: appVersion });
  const log = context.logger;
  for (const warning of config.warnings) log.warn(warning);
  // Once, before any process serves: they would otherwise race to migrate and to seed.
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) log.info({ migrations: applied }, 'migrations applied');
  const shouldSeed = config.env !== 'production' || config.seedDemo;
  const seeded = shouldSeed ? await seedDemoIfEmpty(context) : false;

  const workers = superviseWorkers({ exec: workerEntry, count, log });
  let stopReminders = () => {};
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the cluster');
    stopReminders();
    await workers.stop();
    await context.attempts.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const parent = process.ppid;
  const watchParent = setInterval(() => {
    if (process.ppid !== parent) void shutdown('parent exited');
  }, PARENT_CHECK_MS);
  watchParent.unref();

  const port = await workers.listening;
  // The hourly reminders run here, once for the cluster, not once per process.
  stopReminders = startTaxDepositReminders(context, log);
  const lines = [
    '',
    `Paydesk is running at http://localhost:${port}  (database: postgres, ${count} API processes${seeded ? ', demo data seeded' : ''})`,
    `API reference: http://localhost:${port}/api/docs`,
  ];
  if (shouldSeed) {
    lines.push(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const person of demoSignIns)
      lines.push(`  ${person.email.padEnd(24)} ${person.roleLabel}`);
  }
  console.log(lines.join('\n'));
}
