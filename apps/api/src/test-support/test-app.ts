import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { seedDemoHistory } from '../features/demo-history';
import type { ApiInstance } from '../http/api-instance';
import { createContext, type AppContext } from '../platform/app-context';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrator';
import { seedDemoData } from '../platform/db/seed/seed';
import type { Clock } from '../platform/clock';
import { createTestDatabase } from './test-database';

/** A clock that tests move by hand. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export type TestApp = {
  app: ApiInstance;
  context: AppContext;
  clock: TestClock;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** The demo's records (people, companies, accounts), without any payroll. */
  seed?: boolean;
  /** The demo's payroll history too (implies `seed`), as of the clock's start. */
  history?: boolean;
  /** Where the test clock starts (ISO instant); now by default. */
  now?: string;
  env?: Record<string, string>;
  webRoot?: string | null;
  beforeReady?: (app: ApiInstance) => void;
  /** Collects every log line (set LOG_LEVEL in `env` to see more than errors). */
  logLines?: string[];
};

/**
 * The database the api project's global setup migrated for the whole run. Benchmarks build test
 * apps outside Vitest, where importing it throws: they migrate their own database.
 */
async function migratedTemplate() {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('migratedTemplate');
}

/** Builds the real app on a fresh database of the kind TEST_DB names. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase(await migratedTemplate());
  const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-data-'));
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      ...options.env,
    }),
    database: testDatabase.config,
  };
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const clock = new TestClock(options.now === undefined ? Date.now() : Date.parse(options.now));
  if (options.seed || options.history) await seedDemoData(database.db, clock, config);
  const logLines = options.logLines;
  const context: AppContext = createContext({
    config,
    database,
    clock,
    version: 'test',
    ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : {}),
  });
  if (options.history) await seedDemoHistory(context);
  const app = await buildApp({
    context,
    webRoot: options.webRoot ?? null,
    ...(options.beforeReady ? { beforeReady: options.beforeReady } : {}),
  });
  await app.ready();
  return {
    app,
    context,
    clock,
    close: async () => {
      await app.close();
      await context.attempts.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}
