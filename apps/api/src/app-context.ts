import type { FastifyInstance, FastifyBaseLogger, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import {
  databaseAttemptCounter,
  redisAttemptCounter,
  type AttemptCounter,
} from './shared/attempt-counter';
import type { Clock } from './shared/clock';
import { createMailer, type Mailer } from './shared/mailer';

/** What every feature receives: configuration, the database, the clock and shared services. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  clock: Clock;
  version: string;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  attempts: AttemptCounter;
};

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export function createContext(options: {
  config: AppConfig;
  database: Database;
  clock: Clock;
  version: string;
}): AppContext {
  const { config, database, clock } = options;
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
  return {
    ...options,
    logger,
    mailer: createMailer(config, database.db, clock, logger),
    attempts: config.redisUrl
      ? redisAttemptCounter(config.redisUrl)
      : databaseAttemptCounter(database.db),
  };
}
