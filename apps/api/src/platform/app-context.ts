import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Clock } from './clock';
import type { Database } from './db/database';
import { jobRunnerFor, type JobRunner } from './jobs/jobs';
import { createMailer, type Mailer } from './mail/mailer';
import {
  databaseAttemptCounter,
  redisAttemptCounter,
  type AttemptCounter,
} from './rate-limit/attempt-counter';

/**
 * The platform services a feature plugin receives once, at boot: configuration, the database, the
 * clock, the logger, the mailer and the shared rate-limit counters. Features build their services
 * from it; operations never see it.
 */
export type AppContext = {
  config: AppConfig;
  database: Database;
  clock: Clock;
  version: string;
  logger: Logger;
  mailer: Mailer;
  attempts: AttemptCounter;
  /** Long work with progress: pg-boss on PostgreSQL, in this process on SQLite. */
  jobs: JobRunner;
};

export function createContext(options: {
  config: AppConfig;
  database: Database;
  clock: Clock;
  version: string;
  /** Where log lines go (standard output unless a test reads them). */
  logStream?: DestinationStream;
}): AppContext {
  const { config, database, clock } = options;
  const logOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  const logger = options.logStream ? pino(logOptions, options.logStream) : pino(logOptions);
  return {
    ...options,
    logger,
    mailer: createMailer(config, database.db, clock, logger),
    attempts: config.redisUrl
      ? redisAttemptCounter(config.redisUrl)
      : databaseAttemptCounter(database.db),
    jobs: jobRunnerFor({
      config: config.database,
      database,
      clock,
      logger,
      sealKey: config.encryptionKey,
    }),
  };
}
