import { resolve } from 'node:path';
import { buildApp } from './app';
import { createContext } from './platform/app-context';
import { ConfigError, loadConfig } from './config';
import { seedDemoIfEmpty } from './features/demo-seed';
import { startTaxDepositReminders } from './features/tax-filings';
import { openDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrator';
import { demoSignIns, DEMO_PASSWORD } from './platform/db/seed/demo-people';
import { systemClock } from './platform/clock';
import { appVersion } from './version';
import { isClusterWorker } from './cluster/cluster-settings';

/** How often the server checks that the process that started it is still there. */
const PARENT_CHECK_MS = 500;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database, (error) =>
    console.error(`database connection lost: ${error.message}`),
  );
  // Under `npm run start:cluster` the primary migrated, seeded and runs the reminders (cluster.ts).
  const worker = isClusterWorker();
  const applied = worker ? [] : await migrateToLatest(database.db);
  const context = createContext({ config, database, clock: systemClock, version: appVersion });
  const shouldSeed = !worker && (config.env !== 'production' || config.seedDemo);
  const seeded = shouldSeed ? await seedDemoIfEmpty(context) : false;
  const webRoot = resolve(process.env.PAYDESK_WEB_ROOT ?? 'apps/web/dist');
  const app = await buildApp({ context, webRoot });
  for (const warning of config.warnings) app.log.warn(warning);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');

  let stopReminders = () => {};
  let stopping = false;
  const shutdown = async (signal: string) => {
    // SIGINT reaches a cluster's processes from the terminal and SIGTERM from their primary.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopReminders();
    await app.close();
    await context.attempts.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // Under `npm start`, a SIGTERM to npm may end npm alone and leave this process serving: when
  // the parent is gone (this process was handed to another), stop as if the signal had come.
  const parent = process.ppid;
  const watchParent = setInterval(() => {
    if (process.ppid !== parent) void shutdown('parent exited');
  }, PARENT_CHECK_MS);
  watchParent.unref();

  await app.listen({ port: config.port, host: config.host });
  // Mails to owners before a tax deposit is due: at start, then hourly.
  if (!worker) stopReminders = startTaxDepositReminders(context, app.log);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `Paydesk is running at http://localhost:${port}  (database: ${database.kind}${seeded ? ', demo data seeded' : ''})`,
    `API reference: http://localhost:${port}/api/docs`,
  ];
  if (shouldSeed) {
    lines.push(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const person of demoSignIns)
      lines.push(`  ${person.email.padEnd(24)} ${person.roleLabel}`);
  }
  if (!worker) console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
