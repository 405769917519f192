import type { JobError } from '@paydesk/contracts';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { newId } from '../ids';
import {
  claimJob,
  deleteJobFilesBefore,
  failJob,
  findJob,
  findJobByKey,
  findJobFile,
  findUnfinishedJobOf,
  finishJob,
  insertJob,
  requeueRunningJobs,
  unfinishedJobs,
} from './job-repository';
import { progressWriter } from './job-progress';
import type { JobDefinition, JobFile, JobQueue, JobRecord, JobSubmission } from './job-types';

/** Runs a job may start; one interrupted more often (a crash it causes?) fails instead. */
export const MAX_JOB_ATTEMPTS = 3;
/** A `running` job whose process has not reported for this long is taken over (PostgreSQL). */
export const JOB_LEASE_MS = 2 * 60_000;
/** How long a job's file (a ZIP of stubs) is kept for its download. */
export const JOB_FILE_TTL_MS = 24 * 60 * 60_000;

const interrupted: JobError = {
  code: 'job.interrupted',
  detail: `The job was interrupted ${MAX_JOB_ATTEMPTS} times by a server restart and was not started again. Nothing of it was applied: ask for it again.`,
};

/** The problem a failed run answers: an AppError as the same call would answer it at once. */
export function problemOfError(error: unknown): JobError {
  if (error instanceof AppError) {
    return {
      code: error.code,
      detail: error.detail,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
  return { code: 'job.failed', detail: 'The job failed on the server. Nothing of it was applied.' };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Long work as jobs, with one interface on both databases: a submission writes the `jobs` row
 * (one per user, kind and `Idempotency-Key`; one unfinished per kind and record) and hands its id
 * to the queue; a worker claims the row, runs the kind's work with progress, and writes its end
 * in one statement. Started lazily by the first submission, or at boot by `start`, which also
 * takes back what a stop left unfinished.
 */
export function createJobRunner(options: {
  database: Database;
  clock: Clock;
  logger: Logger;
  queue: JobQueue;
  /** The key job files are sealed with at rest (the secrets' key); absent, stored as base64. */
  sealKey?: Buffer;
}) {
  const { database, clock, logger, queue, sealKey } = options;
  const { db } = database;
  const definitions = new Map<string, JobDefinition>();
  const now = () => clock.now().toISOString();
  let started: Promise<void> | undefined;
  let sweep: ReturnType<typeof setInterval> | undefined;

  async function run(jobId: string): Promise<void> {
    const staleBefore = queue.singleProcess
      ? null
      : new Date(clock.now().getTime() - JOB_LEASE_MS).toISOString();
    const job = await claimJob(db, jobId, now(), staleBefore);
    if (!job) return;
    const definition = definitions.get(job.kind);
    if (job.attempts > MAX_JOB_ATTEMPTS || !definition) {
      const error = definition ? interrupted : problemOfError(undefined);
      await failJob(db, job, error, now());
      return;
    }
    const progress = progressWriter(db, job, clock, logger);
    try {
      const outcome = await definition.run({ job, progress: progress.report });
      await progress.settled();
      await finishJob(db, job, outcome, now(), sealKey);
    } catch (error) {
      await progress.settled();
      if (!(error instanceof AppError)) logger.error({ err: error, jobId }, 'job failed');
      await failJob(db, job, problemOfError(error), now());
    }
  }

  /** Hands back to the queue what a stop left: everything of a single process, else the stale. */
  async function recover(): Promise<void> {
    if (queue.singleProcess) await requeueRunningJobs(db);
    const staleBefore = new Date(clock.now().getTime() - JOB_LEASE_MS).toISOString();
    for (const job of await unfinishedJobs(db)) {
      const stale = job.status === 'queued' || (job.heartbeat_at ?? '') < staleBefore;
      if (stale) await queue.push(job.id);
    }
  }

  const expireFiles = () =>
    deleteJobFilesBefore(db, new Date(clock.now().getTime() - JOB_FILE_TTL_MS).toISOString());

  /** Files past their day go; on PostgreSQL, jobs of a process that died go back to the queue. */
  async function housekeeping(): Promise<void> {
    await expireFiles();
    // Several processes: one that died mid-job leaves it running; a live one takes it back
    // once its lease has run out.
    if (!queue.singleProcess) await recover();
  }

  function start(): Promise<void> {
    started ??= (async () => {
      await queue.start(run);
      await recover();
      await expireFiles();
      sweep = setInterval(() => {
        housekeeping().catch((error: unknown) => logger.warn({ err: error }, 'job sweep failed'));
      }, JOB_LEASE_MS);
      sweep.unref();
    })().catch((error: unknown) => {
      // A queue that could not start (the database away) is tried again by the next call.
      started = undefined;
      throw error;
    });
    return started;
  }

  return {
    define(definition: JobDefinition): void {
      definitions.set(definition.kind, definition);
    },

    /** The job this request names: a new one, or the one its key or its record already has. */
    async submit(submission: JobSubmission): Promise<{ job: JobRecord; created: boolean }> {
      const { requestKey } = submission;
      const same = async () =>
        requestKey
          ? await findJobByKey(db, { ...submission, requestKey })
          : await findUnfinishedJobOf(db, submission.kind, submission.subjectId);
      const existing =
        (await same()) ?? (await findUnfinishedJobOf(db, submission.kind, submission.subjectId));
      if (existing) return { job: checkedReuse(existing, submission), created: false };
      let job: JobRecord;
      try {
        job = await insertJob(db, {
          id: newId(),
          kind: submission.kind,
          company_id: submission.companyId,
          requested_by: submission.requestedBy,
          request_key: requestKey,
          subject_id: submission.subjectId,
          input: JSON.stringify(submission.input ?? null),
          status: 'queued',
          done: 0,
          total: submission.total,
          attempts: 0,
          result: null,
          error: null,
          created_at: now(),
          started_at: null,
          heartbeat_at: null,
          finished_at: null,
        });
      } catch (error) {
        // The same key at the same instant: the other request's insert won.
        const raced = await same();
        if (!raced) throw error;
        return { job: checkedReuse(raced, submission), created: false };
      }
      await start();
      await queue.push(job.id);
      return { job, created: true };
    },

    find: (id: string): Promise<JobRecord | undefined> => findJob(db, id),
    findByKey: (key: {
      requestedBy: string;
      kind: string;
      requestKey: string;
    }): Promise<JobRecord | undefined> => findJobByKey(db, key),
    file: (id: string): Promise<JobFile | undefined> => findJobFile(db, id, sealKey),
    start,

    async stop(): Promise<void> {
      if (!started) return;
      await started.catch(() => undefined);
      started = undefined;
      clearInterval(sweep);
      await queue.stop();
    },

    /** Resolves when this process runs no job (tests wait on it instead of polling). */
    idle: (): Promise<void> => queue.idle(),
  };
}

/** The 409 of an `Idempotency-Key` sent again for another request. */
export const keyReused = () =>
  new AppError(
    'job.key_reused',
    'This Idempotency-Key was already used for another request: send a new key for a new request.',
  );

/** A key sent again must name the same request: the same record (else a 409 says so). */
function checkedReuse(job: JobRecord, submission: JobSubmission): JobRecord {
  if (job.subjectId !== submission.subjectId || job.kind !== submission.kind) {
    throw keyReused();
  }
  return job;
}
