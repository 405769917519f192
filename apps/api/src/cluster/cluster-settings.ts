import { availableParallelism } from 'node:os';
import type { DatabaseConfig } from '@paydesk/api/config';

/** Set by the cluster's primary on the API processes it starts (`main.ts` reads it). */
export const CLUSTER_WORKER_ENV = 'PAYDESK_CLUSTER_WORKER';

/** The most API processes the cluster starts: more only queue on PostgreSQL's connections. */
export const MAX_PROCESSES = 64;

/**
 * An API process the cluster started: the primary migrated, seeded and runs the hourly jobs, so
 * the process only serves.
 */
export const isClusterWorker = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env[CLUSTER_WORKER_ENV] === '1';

export class ClusterSettingsError extends Error {}

/**
 * How many API processes to start: `PAYDESK_PROCESSES`, else one per core and at least two (one
 * process is `npm start`).
 */
export function processCount(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()) {
  const text = env.PAYDESK_PROCESSES?.trim();
  if (!text) return Math.min(MAX_PROCESSES, Math.max(2, cores));
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES) {
    throw new ClusterSettingsError(
      `PAYDESK_PROCESSES must be a whole number from 1 to ${MAX_PROCESSES}, not "${text}".`,
    );
  }
  return count;
}

/**
 * The cluster runs only on PostgreSQL: an embedded SQLite file has one writer, so several
 * processes would only queue on it (and each would wait out the others' locks).
 */
export function assertClusterDatabase(database: DatabaseConfig): void {
  if (database.kind === 'postgres') return;
  throw new ClusterSettingsError(
    [
      'npm run start:cluster runs several API processes on one PostgreSQL database, and this',
      `configuration uses the embedded SQLite database (${database.file}), which has one writer.`,
      'Set DATABASE_URL=postgres://user:password@host:5432/paydesk to run the cluster,',
      'or use npm start for one process on SQLite.',
    ].join('\n'),
  );
}
