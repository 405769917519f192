import type { Job, JobError, JobKind, JobResult, JobStatus } from '@paydesk/contracts';
import type { Db } from '../db/database';
import type { JobsTable } from '../db/schema';
import { decryptSecret, encryptSecret } from '../crypto';
import type { JobFile, JobRecord } from './job-types';

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

function toRecord(row: JobsTable): JobRecord {
  return {
    id: row.id,
    kind: row.kind as JobKind,
    companyId: row.company_id,
    subjectId: row.subject_id,
    status: row.status as JobStatus,
    done: Number(row.done),
    total: Number(row.total),
    result: parseJson(row.result) as JobResult | null,
    error: parseJson(row.error) as JobError | null,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    requestedBy: row.requested_by,
    requestKey: row.request_key,
    input: parseJson(row.input),
    attempts: Number(row.attempts),
  };
}

/** The answer of `GET /api/jobs/{id}`: what the caller may read of the record. */
export const toJob = (job: JobRecord): Job => ({
  id: job.id,
  kind: job.kind,
  companyId: job.companyId,
  subjectId: job.subjectId,
  status: job.status,
  done: job.done,
  total: job.total,
  result: job.result,
  error: job.error,
  createdAt: job.createdAt,
  startedAt: job.startedAt,
  finishedAt: job.finishedAt,
});

export async function findJob(db: Db, id: string): Promise<JobRecord | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function findJobByKey(
  db: Db,
  key: { requestedBy: string; kind: string; requestKey: string },
): Promise<JobRecord | undefined> {
  const row = await db
    .selectFrom('jobs')
    .selectAll()
    .where('requested_by', '=', key.requestedBy)
    .where('kind', '=', key.kind)
    .where('request_key', '=', key.requestKey)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** A job of this kind on this record still waiting or running, if any. */
export async function findUnfinishedJobOf(
  db: Db,
  kind: string,
  subjectId: string,
): Promise<JobRecord | undefined> {
  const row = await db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('status', 'in', ['queued', 'running'])
    .orderBy('created_at')
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function insertJob(db: Db, row: JobsTable): Promise<JobRecord> {
  await db.insertInto('jobs').values(row).execute();
  return toRecord(row);
}

/**
 * Takes a job for one run: a queued one, or (on PostgreSQL) one whose process fell silent
 * before `staleBefore`. One statement, so two workers never both take it.
 */
export async function claimJob(
  db: Db,
  id: string,
  now: string,
  staleBefore: string | null,
): Promise<JobRecord | undefined> {
  const row = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      done: 0,
      started_at: now,
      heartbeat_at: now,
    }))
    .where('id', '=', id)
    .where((eb) =>
      staleBefore === null
        ? eb('status', '=', 'queued')
        : eb.or([
            eb('status', '=', 'queued'),
            eb.and([eb('status', '=', 'running'), eb('heartbeat_at', '<', staleBefore)]),
          ]),
    )
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

/** One run's progress; a run that lost its claim (a later attempt took over) writes nothing. */
export async function writeProgress(
  db: Db,
  run: { id: string; attempts: number },
  progress: { done: number; total: number; now: string },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ done: progress.done, total: progress.total, heartbeat_at: progress.now })
    .where('id', '=', run.id)
    .where('attempts', '=', run.attempts)
    .where('status', '=', 'running')
    .execute();
}

/** The run succeeded: its file and its final state in one transaction. */
export async function finishJob(
  db: Db,
  run: { id: string; attempts: number; total: number },
  outcome: { result: JobResult; file?: JobFile | undefined },
  now: string,
  sealKey?: Buffer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('jobs')
      .set({
        status: 'succeeded',
        done: run.total,
        total: run.total,
        result: JSON.stringify(outcome.result),
        finished_at: now,
        heartbeat_at: now,
      })
      .where('id', '=', run.id)
      .where('attempts', '=', run.attempts)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0 || !outcome.file) return;
    const { file } = outcome;
    await trx.deleteFrom('job_files').where('job_id', '=', run.id).execute();
    await trx
      .insertInto('job_files')
      .values({
        job_id: run.id,
        name: file.name,
        media_type: file.mediaType,
        byte_size: file.content.byteLength,
        content: sealedContent(file.content, sealKey),
        created_at: now,
      })
      .execute();
  });
}

/** Fails a job that is not finished yet, with the problem its work met. */
export async function failJob(
  db: Db,
  run: { id: string; attempts: number | null },
  error: JobError,
  now: string,
): Promise<void> {
  let query = db
    .updateTable('jobs')
    .set({ status: 'failed', error: JSON.stringify(error), finished_at: now, heartbeat_at: now })
    .where('id', '=', run.id)
    .where('status', 'in', ['queued', 'running']);
  if (run.attempts !== null) query = query.where('attempts', '=', run.attempts);
  await query.execute();
}

/** What a start finds unfinished: every such job of a single process is its own orphan. */
export async function unfinishedJobs(
  db: Db,
): Promise<{ id: string; status: string; heartbeat_at: string | null }[]> {
  return db
    .selectFrom('jobs')
    .select(['id', 'status', 'heartbeat_at'])
    .where('status', 'in', ['queued', 'running'])
    .orderBy('created_at')
    .execute();
}

/** A single process starting again: what it was running goes back to the queue. */
export async function requeueRunningJobs(db: Db): Promise<void> {
  await db.updateTable('jobs').set({ status: 'queued' }).where('status', '=', 'running').execute();
}

/** Files made before `before` are gone: a ZIP is fetched at once, and kept a day at most. */
export async function deleteJobFilesBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('job_files').where('created_at', '<', before).execute();
}

/**
 * A file's stored text: sealed like every secret at rest when the runner has the key (copy D
 * carries whole SSNs, stubs bank details), else base64. Base64 has no `.`, so a sealed text
 * (`v1.…`) is told from a plain one.
 */
const sealedContent = (content: Uint8Array, key: Buffer | undefined): string => {
  const base64 = Buffer.from(content).toString('base64');
  return key ? encryptSecret(key, base64) : base64;
};

const openedContent = (stored: string, key: Buffer | undefined): Buffer =>
  Buffer.from(key && stored.includes('.') ? decryptSecret(key, stored) : stored, 'base64');

export async function findJobFile(
  db: Db,
  jobId: string,
  sealKey?: Buffer,
): Promise<JobFile | undefined> {
  const row = await db
    .selectFrom('job_files')
    .select(['name', 'media_type', 'content'])
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return (
    row && {
      name: row.name,
      mediaType: row.media_type,
      content: openedContent(row.content, sealKey),
    }
  );
}
