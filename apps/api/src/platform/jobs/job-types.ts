import type { Job, JobError, JobKind, JobResult } from '@paydesk/contracts';

/** A job as the platform keeps it: the answer's fields and what running it needs. */
export type JobRecord = Job & {
  requestedBy: string;
  requestKey: string | null;
  /** The handler's input, as JSON; its kind's handler parses it. */
  input: unknown;
  attempts: number;
};

/** A file a job made, kept with it until downloaded from `/api/jobs/{id}/file`. */
export type JobFile = { name: string; mediaType: string; content: Uint8Array };

export type JobOutcome = { result: JobResult; file?: JobFile };

export type JobWork = {
  job: JobRecord;
  /**
   * Reports how far the job is. It never waits for the database: on SQLite a write transaction
   * holds the one connection, so the figure is written when the connection is free.
   */
  progress: (done: number, total: number) => void;
};

/**
 * One kind of job: its work runs once per attempt and must be safe to run again from the start
 * (read-only, or one transaction that a second run finds done), since a restart re-runs it.
 */
export type JobDefinition = {
  kind: JobKind;
  run: (work: JobWork) => Promise<JobOutcome>;
};

export type JobSubmission = {
  kind: JobKind;
  companyId: string;
  requestedBy: string;
  /** The caller's `Idempotency-Key`, if sent. */
  requestKey: string | null;
  subjectId: string;
  input: unknown;
  /** The units of work known at once (stubs to render, lines to commit). */
  total: number;
};

export type JobFailure = JobError;

/**
 * Where queued jobs wait for a worker: pg-boss on PostgreSQL (claims hold across processes),
 * an in-memory list on SQLite (one process by construction). Both only carry job ids: the
 * `jobs` table is the one truth about a job.
 */
export type JobQueue = {
  /** Starts the workers; each calls `work` with a job id, which claims it or lets it be. */
  start: (work: (jobId: string) => Promise<void>) => Promise<void>;
  /** Hands a queued job to a worker (again is harmless: the claim decides). */
  push: (jobId: string) => Promise<void>;
  stop: () => Promise<void>;
  /** Resolves when this process has no job waiting or running. */
  idle: () => Promise<void>;
  /** Whether a `running` job found at start belongs to no live process (only one exists). */
  readonly singleProcess: boolean;
};
