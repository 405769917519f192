import type { FastifyInstance, FastifyBaseLogger, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Clock } from './shared/clock';

/** What every feature receives: configuration, the database and the clock. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  clock: Clock;
  version: string;
};

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
