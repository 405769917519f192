import { validateAch } from '@paydesk/ach';
import type { Job } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import type { Who } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { achHarness } from './ach-files.test-kit';

// More than three payments make a file a job here (the default is 2,000). The second app, at the
// default, makes the same file from the same seeded data in the request.
const THRESHOLD = 3;
const asJob = achHarness({ ACH_FILE_JOB_THRESHOLD: String(THRESHOLD) });
const inRequest = achHarness();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the job as its client does until it has ended. */
async function ended(jobId: string, as: Who = 'admin'): Promise<Job> {
  for (let round = 0; round < 300; round += 1) {
    await asJob.state.harness.context.jobs.idle();
    const answer = await asJob.call('GET', `/api/jobs/${jobId}`, { as, company: null });
    expect(answer.statusCode, answer.body).toBe(200);
    const job = answer.json<Job>();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await sleep(50);
  }
  throw new Error(`The job ${jobId} did not end.`);
}

/** The bakery's and Redwood's next payrolls of one app, committed the same way in both. */
async function twoPayrolls(app: typeof asJob) {
  const lakeside = await app.commitNextPayroll(app.state.lakeside, app.state.lakesideGroup);
  const redwood = await app.commitNextPayroll(app.state.redwood, app.state.redwoodGroup);
  return [lakeside.id, redwood.id];
}

const download = async (app: typeof asJob, fileId: string) => {
  const answer = await app.call('GET', `/api/payments/ach/files/${fileId}`, { as: 'admin' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
};

/** The entry detail records (type 6), as the bank reads them. */
const entriesOf = (text: string) => text.split(/\r?\n/).filter((line) => line.startsWith('6'));

describe(`ACH files above ACH_FILE_JOB_THRESHOLD as jobs on ${testDatabaseKind()}`, () => {
  it('makes the file in a job, once per key, equal to the file the request makes', async () => {
    const chosen = await twoPayrolls(asJob);
    const same = await twoPayrolls(inRequest);
    const expected = await download(inRequest, await inRequest.generateFile(same, 'admin'));

    const headers = { 'Idempotency-Key': 'ach-large-1' };
    const post = (payrolls: string[], keys: Record<string, string> = headers) =>
      asJob.call('POST', '/api/payments/ach/files', {
        as: 'admin',
        company: null,
        payload: { payrolls },
        headers: keys,
      });
    const first = await post(chosen);
    expect(first.statusCode, first.body).toBe(202);
    const { jobId } = first.json<{ jobId: string }>();
    expect(first.headers.location).toBe(`/api/jobs/${jobId}`);
    expect((await post(chosen)).json()).toEqual({ jobId });
    // Without a key, the same selection (in any order) while its job is unfinished is the same
    // job; once the job has made the file, the 409 of payrolls in a file.
    const unkeyed = await post([...chosen].reverse(), {});
    const unkeyedAnswer =
      unkeyed.statusCode === 202 ? unkeyed.json() : unkeyed.json<{ code: string }>().code;
    expect([{ jobId }, 'ach_file.payroll_in_file']).toContainEqual(unkeyedAnswer);

    const job = await ended(jobId);
    expect(job).toMatchObject({ status: 'succeeded', kind: 'ach-files.generate', total: 2 });
    expect(job.done).toBe(job.total);
    const fileId = job.result?.achFileId ?? '';
    // The result carries the file as the request's 201 answers it.
    expect(job.result?.achFile).toMatchObject({ id: fileId, payrollIds: chosen });
    const text = await download(asJob, fileId);
    expect(validateAch(text, { requireBalanced: true })).toEqual({ valid: true, findings: [] });
    expect(entriesOf(text).length).toBeGreaterThan(THRESHOLD);
    expect(entriesOf(text)).toEqual(entriesOf(expected));
    expect(text).toBe(expected);

    // The key sent again answers its job even now that its payrolls are in the file.
    expect((await post(chosen)).json()).toEqual({ jobId });
    const files = await asJob.call('GET', '/api/payments/ach/files', { as: 'admin' });
    expect(files.json()).toMatchObject({ totalItems: 1, items: [{ id: fileId }] });
    // A new request for payrolls in a file is the 409 it always was, at once.
    const again = await post(chosen, { 'Idempotency-Key': 'ach-large-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ach_file.payroll_in_file' });
  });

  it('makes a file of at most the threshold’s payments in the request (201), as before', async () => {
    const payrollId = await asJob.commitBonus({
      employeeIds: [asJob.state.ethan],
      bonusCents: 25_000,
      payDate: '2026-12-11',
    });
    const created = await asJob.call('POST', '/api/payments/ach/files', {
      payload: { payrolls: [payrollId] },
      headers: { 'Idempotency-Key': 'ach-small-1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ payrollIds: [payrollId], entryCount: 2 });
  });

  it('answers another company’s owner 404, for the payrolls and for the job; a reused key 409', async () => {
    const redwood = await asJob.commitNextPayroll(asJob.state.redwood, asJob.state.redwoodGroup);
    const byOwner = await asJob.call('POST', '/api/payments/ach/files', {
      payload: { payrolls: [redwood.id] },
    });
    expect(byOwner.statusCode, byOwner.body).toBe(404);
    expect(byOwner.json()).toMatchObject({ code: 'ach_file.payroll_not_found' });

    // The first test's key for another selection is a 409, nothing started.
    const reused = await asJob.call('POST', '/api/payments/ach/files', {
      as: 'admin',
      company: null,
      payload: { payrolls: [redwood.id] },
      headers: { 'Idempotency-Key': 'ach-large-1' },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'job.key_reused' });

    const byAdmin = await asJob.call('POST', '/api/payments/ach/files', {
      as: 'admin',
      company: null,
      payload: { payrolls: [redwood.id] },
      headers: { 'Idempotency-Key': 'ach-redwood-1' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(202);
    const { jobId } = byAdmin.json<{ jobId: string }>();
    expect((await ended(jobId)).status).toBe('succeeded');
    const seen = await asJob.call('GET', `/api/jobs/${jobId}`, { as: 'owner', company: null });
    expect(seen.statusCode).toBe(404);
    expect(seen.json()).toMatchObject({ code: 'job.not_found' });
  });
});
