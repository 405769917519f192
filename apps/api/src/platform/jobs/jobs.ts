import type { Logger } from 'pino';
import type { DatabaseConfig } from '@paydesk/api/config';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inProcessQueue } from './in-process-queue';
import { createJobRunner, type JobRunner } from './job-runner';
import { pgBossQueue } from './pg-boss-queue';

export { toJob } from './job-repository';
export {
  JOB_FILE_TTL_MS,
  JOB_LEASE_MS,
  keyReused,
  MAX_JOB_ATTEMPTS,
  type JobRunner,
} from './job-runner';
export type * from './job-types';

/** The job runner of a database: pg-boss on PostgreSQL, in this process on SQLite. */
export function jobRunnerFor(options: {
  config: DatabaseConfig;
  database: Database;
  clock: Clock;
  logger: Logger;
  /** Job files are sealed at rest with it. */
  sealKey: Buffer;
}): JobRunner {
  const { config, database, clock, logger, sealKey } = options;
  const queue = config.kind === 'postgres' ? pgBossQueue(config.url, logger) : inProcessQueue();
  return createJobRunner({ database, clock, logger, queue, sealKey });
}
