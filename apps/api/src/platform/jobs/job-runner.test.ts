import { sql } from 'kysely';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { AppError } from '../errors/app-error';
import { inProcessQueue } from './in-process-queue';
import { createJobRunner, JOB_FILE_TTL_MS, MAX_JOB_ATTEMPTS, type JobRunner } from './job-runner';
import type { JobOutcome, JobSubmission, JobWork } from './job-types';

const clock = { now: () => new Date('2026-11-24T12:00:00Z') };
const logger = pino({ level: 'silent' });

/** A promise the test settles by hand: the job's work waits on it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const submission = (overrides: Partial<JobSubmission> = {}): JobSubmission => ({
  kind: 'pay-stubs.archive',
  companyId: 'company-1',
  requestedBy: 'user-1',
  requestKey: null,
  subjectId: 'payroll-1',
  input: { payrollId: 'payroll-1' },
  total: 3,
  ...overrides,
});

describe('the in-process job runner (SQLite)', () => {
  let database: Database;
  let runner: JobRunner;
  let work: (job: JobWork) => Promise<JobOutcome>;

  const newRunner = () => {
    const created = createJobRunner({ database, clock, logger, queue: inProcessQueue() });
    created.define({ kind: 'pay-stubs.archive', run: (job) => work(job) });
    return created;
  };

  beforeEach(async () => {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database.db);
    // The runner's own rows only: no company or user to refer to.
    await sql`PRAGMA foreign_keys = OFF`.execute(database.db);
    work = async ({ progress }) => {
      for (let done = 1; done <= 3; done += 1) progress(done, 3);
      return { result: { files: 3 } };
    };
    runner = newRunner();
  });
  afterEach(async () => {
    await runner.stop();
    await database.close();
  });

  const finished = async (id: string) => {
    await runner.idle();
    return runner.find(id);
  };

  it('takes a job from queued through running to succeeded, its progress at its total', async () => {
    const step = gate();
    const seen: { status: string; done: number; total: number }[] = [];
    work = async ({ job, progress }) => {
      progress(1, 3);
      await step.opened;
      progress(3, 3);
      seen.push({ status: job.status, done: job.done, total: job.total });
      return { result: { fileName: 'stubs.zip', files: 3 } };
    };
    const { job, created } = await runner.submit(submission());
    expect(created).toBe(true);
    expect(job).toMatchObject({ status: 'queued', done: 0, total: 3, attempts: 0 });
    await expect.poll(async () => (await runner.find(job.id))?.done).toBe(1);
    expect((await runner.find(job.id))?.status).toBe('running');
    step.open();
    const end = await finished(job.id);
    expect(seen).toEqual([{ status: 'running', done: 0, total: 3 }]);
    expect(end).toMatchObject({
      status: 'succeeded',
      done: 3,
      total: 3,
      attempts: 1,
      result: { fileName: 'stubs.zip', files: 3 },
      error: null,
    });
    expect(end?.finishedAt).toBe('2026-11-24T12:00:00.000Z');
  });

  it('keeps the file a job made, and only for a succeeded job', async () => {
    work = async () => ({
      result: { fileName: 'a.zip' },
      file: { name: 'a.zip', mediaType: 'application/zip', content: new Uint8Array([80, 75, 5]) },
    });
    const { job } = await runner.submit(submission());
    await finished(job.id);
    const file = await runner.file(job.id);
    expect(file?.name).toBe('a.zip');
    expect([...(file?.content ?? [])]).toEqual([80, 75, 5]);
  });

  it('keeps a file a day: a start removes the files made before', async () => {
    work = async () => ({
      result: { fileName: 'a.zip' },
      file: { name: 'a.zip', mediaType: 'application/zip', content: new Uint8Array([1]) },
    });
    const fresh = (await runner.submit(submission())).job;
    const old = (await runner.submit(submission({ subjectId: 'payroll-2' }))).job;
    await finished(old.id);
    await finished(fresh.id);
    const dayAndSecondAgo = new Date(clock.now().getTime() - JOB_FILE_TTL_MS - 1000);
    await database.db
      .updateTable('job_files')
      .set({ created_at: dayAndSecondAgo.toISOString() })
      .where('job_id', '=', old.id)
      .execute();
    await runner.stop();
    await runner.start();
    expect(await runner.file(old.id)).toBeUndefined();
    expect(await runner.file(fresh.id)).toBeDefined();
  });

  it('fails a job with the problem its work met, and a bare error with a generic one', async () => {
    work = async () => {
      throw new AppError(
        'payroll.not_ready',
        'The payroll cannot be committed yet: 1 check fails.',
        {
          errors: [{ path: 'lines[0]', message: 'no address', code: 'employee.address' }],
        },
      );
    };
    const refused = (await runner.submit(submission())).job;
    expect(await finished(refused.id)).toMatchObject({
      status: 'failed',
      error: {
        code: 'payroll.not_ready',
        detail: 'The payroll cannot be committed yet: 1 check fails.',
        errors: [{ path: 'lines[0]', message: 'no address', code: 'employee.address' }],
      },
      result: null,
    });
    work = async () => {
      throw new Error('disk full at /var/secret');
    };
    const broken = (await runner.submit(submission({ subjectId: 'payroll-2' }))).job;
    const end = await finished(broken.id);
    expect(end?.status).toBe('failed');
    expect(end?.error?.code).toBe('job.failed');
    expect(end?.error?.detail).not.toContain('secret');
  });

  it('answers the same job for the same key, and refuses the key for another record', async () => {
    const first = await runner.submit(submission({ requestKey: 'key-1' }));
    const again = await runner.submit(submission({ requestKey: 'key-1' }));
    expect(again).toEqual({ job: expect.objectContaining({ id: first.job.id }), created: false });
    await finished(first.job.id);
    // Finished, the key still names its job: no second run.
    const later = await runner.submit(submission({ requestKey: 'key-1' }));
    expect(later.job.id).toBe(first.job.id);
    expect(later.job.status).toBe('succeeded');
    await expect(
      runner.submit(submission({ requestKey: 'key-1', subjectId: 'payroll-9' })),
    ).rejects.toMatchObject({ code: 'job.key_reused' });
    // Another user's same key is their own request.
    const other = await runner.submit(submission({ requestKey: 'key-1', requestedBy: 'user-2' }));
    expect(other.created).toBe(true);
  });

  it('answers the unfinished job of the same record when no key is sent', async () => {
    const step = gate();
    work = async () => {
      await step.opened;
      return { result: {} };
    };
    const first = await runner.submit(submission());
    const second = await runner.submit(submission());
    expect(second).toMatchObject({ created: false, job: { id: first.job.id } });
    step.open();
    await finished(first.job.id);
    // Once it has ended, a new request is a new job.
    expect((await runner.submit(submission())).created).toBe(true);
  });

  it('runs again at start a job a stop left running, and fails one interrupted too often', async () => {
    const { db } = database;
    const row = (id: string, attempts: number) => ({
      id,
      kind: 'pay-stubs.archive',
      company_id: 'company-1',
      requested_by: 'user-1',
      request_key: null,
      subject_id: `payroll-${id}`,
      input: '{}',
      status: 'running',
      done: 1,
      total: 3,
      attempts,
      result: null,
      error: null,
      created_at: '2026-11-24T11:00:00.000Z',
      started_at: '2026-11-24T11:00:00.000Z',
      heartbeat_at: '2026-11-24T11:59:59.000Z',
      finished_at: null,
    });
    await db
      .insertInto('jobs')
      .values([row('resumed', 1), row('given-up', MAX_JOB_ATTEMPTS)])
      .execute();
    await runner.start();
    expect(await finished('resumed')).toMatchObject({ status: 'succeeded', done: 3, attempts: 2 });
    expect(await finished('given-up')).toMatchObject({
      status: 'failed',
      error: { code: 'job.interrupted' },
    });
  });

  it('lets a job that lost its claim write nothing over the run that took it', async () => {
    const step = gate();
    work = async ({ progress }) => {
      await step.opened;
      progress(2, 3);
      return { result: { files: 1 } };
    };
    const { job } = await runner.submit(submission());
    await expect.poll(async () => (await runner.find(job.id))?.status).toBe('running');
    // Another run took the job over meanwhile (its attempt is the newer one).
    await database.db.updateTable('jobs').set({ attempts: 7 }).where('id', '=', job.id).execute();
    step.open();
    expect(await finished(job.id)).toMatchObject({ status: 'running', done: 0, attempts: 7 });
  });
});
