import type { Job } from '@paydesk/contracts';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { payrollHarness, type Who } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

// More than two W-2s make copy D a job here (the default is 500).
const THRESHOLD = 2;
const { state, call, commitNextPayroll } = payrollHarness({
  paidBy: 'check',
  env: { W2_BATCH_JOB_THRESHOLD: String(THRESHOLD) },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the job as its client does until it has ended. */
async function ended(jobId: string, as: Who = 'owner'): Promise<Job> {
  for (let round = 0; round < 300; round += 1) {
    await state.harness.context.jobs.idle();
    const answer = await call('GET', `/api/jobs/${jobId}`, { as, company: null });
    expect(answer.statusCode, answer.body).toBe(200);
    const job = answer.json<Job>();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await sleep(50);
  }
  throw new Error(`The job ${jobId} did not end.`);
}

/**
 * The PDF without its creation instant and the file identifier drawn from it: the only things
 * two drawings of the same forms differ in.
 */
const withoutCreationDate = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:)')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID []');

const jobPath = (company: string) => `/api/companies/${company}/w2/file/job?year=2026`;
const filePath = (company: string) => `/api/companies/${company}/w2/file?year=2026`;

/** The synchronous copy D, with the threshold raised for the one call (the same data). */
async function synchronousCopyD(as: Who) {
  const config = state.harness.context.config as { w2BatchJobThreshold: number };
  config.w2BatchJobThreshold = 1_000_000;
  try {
    const answer = await call('GET', filePath(state.lakeside), { as });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.rawPayload;
  } finally {
    config.w2BatchJobThreshold = THRESHOLD;
  }
}

describe(`copy D of a large company's W-2s as a job on ${testDatabaseKind()}`, () => {
  it('answers 409 to the GET above the threshold; the job draws the same PDF, once per key', async () => {
    await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const w2s = await call('GET', `/api/companies/${state.lakeside}/w2?year=2026`);
    const count = w2s.json<{ items: unknown[] }>().items.length;
    expect(count).toBeGreaterThan(THRESHOLD);

    const refused = await call('GET', filePath(state.lakeside));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'job.required' });
    expect(refused.json<{ detail: string }>().detail).toContain('/w2/file/job?year=2026');

    const headers = { 'Idempotency-Key': 'copy-d-1' };
    const first = await call('POST', jobPath(state.lakeside), { headers });
    expect(first.statusCode, first.body).toBe(202);
    const { jobId } = first.json<{ jobId: string }>();
    expect(first.headers.location).toBe(`/api/jobs/${jobId}`);
    const again = await call('POST', jobPath(state.lakeside), { headers });
    expect(again.json()).toEqual({ jobId });

    const job = await ended(jobId);
    expect(job).toMatchObject({ status: 'succeeded', kind: 'year-end.w2-copies-d' });
    expect(job.done).toBe(count);
    expect(job.total).toBe(count);
    expect(job.result).toMatchObject({ fileName: `w2-copy-d-2026-${state.lakeside}.pdf` });
    const after = await call('POST', jobPath(state.lakeside), { headers });
    expect(after.json()).toEqual({ jobId });

    const file = await call('GET', `/api/jobs/${jobId}/file`, { company: null });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="w2-copy-d-2026-${state.lakeside}.pdf"`,
    );
    const document = await getDocumentProxy(new Uint8Array(file.rawPayload));
    expect(document.numPages).toBe(count);
    expect(withoutCreationDate(file.rawPayload)).toBe(
      withoutCreationDate(await synchronousCopyD('owner')),
    );
  });

  it('keeps the file sealed at rest and gives it to who asked only (an owner’s has whole SSNs)', async () => {
    const asked = await call('POST', jobPath(state.lakeside), {
      headers: { 'Idempotency-Key': 'copy-d-2' },
    });
    const { jobId } = asked.json<{ jobId: string }>();
    expect((await ended(jobId)).status).toBe('succeeded');
    const stored = await state.harness.context.database.db
      .selectFrom('job_files')
      .select('content')
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(stored.content.startsWith('v1.')).toBe(true);
    expect(Buffer.from(stored.content, 'base64').toString('latin1')).not.toContain('%PDF');

    // The administrator sees the company's job, but not the owner's file.
    expect(
      (await call('GET', `/api/jobs/${jobId}`, { as: 'admin', company: null })).statusCode,
    ).toBe(200);
    const byAdmin = await call('GET', `/api/jobs/${jobId}/file`, { as: 'admin', company: null });
    expect(byAdmin.statusCode).toBe(404);

    // The administrator's own request is another job (the last four digits only).
    const admin = await call('POST', jobPath(state.lakeside), { as: 'admin' });
    expect(admin.statusCode, admin.body).toBe(202);
    const adminJob = admin.json<{ jobId: string }>().jobId;
    expect(adminJob).not.toBe(jobId);
    expect((await ended(adminJob, 'admin')).status).toBe('succeeded');
    const adminFile = await call('GET', `/api/jobs/${adminJob}/file`, {
      as: 'admin',
      company: null,
    });
    expect(withoutCreationDate(adminFile.rawPayload)).toBe(
      withoutCreationDate(await synchronousCopyD('admin')),
    );
  });

  it('answers 404 to another company’s owner, and for a year without wages at once', async () => {
    await commitNextPayroll(state.redwood, state.redwoodGroup, 'admin');
    const asked = await call('POST', jobPath(state.redwood), {
      as: 'admin',
      company: state.redwood,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { jobId } = asked.json<{ jobId: string }>();
    expect((await ended(jobId, 'admin')).status).toBe('succeeded');
    for (const path of [`/api/jobs/${jobId}`, `/api/jobs/${jobId}/file`]) {
      const answer = await call('GET', path, { as: 'owner', company: null });
      expect(answer.statusCode, path).toBe(404);
    }
    const foreign = await call('POST', jobPath(state.redwood), { company: state.redwood });
    expect(foreign.statusCode).toBe(404);
    // An employee is refused as the GET refuses them.
    const byEmployee = await call('POST', jobPath(state.lakeside), { as: 'employee' });
    expect(byEmployee.statusCode).toBe(403);

    const empty = await call('POST', `/api/companies/${state.lakeside}/w2/file/job?year=2025`);
    expect(empty.statusCode, empty.body).toBe(404);
  });
});
