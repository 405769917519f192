import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabaseKind } from '../../test-support/test-database';
import { openDatabase, type Database } from '../db/database';
import { inProcessQueue } from './in-process-queue';
import { createJobRunner, type JobRunner } from './job-runner';
import type { JobQueue } from './job-types';
import { pgBossQueue } from './pg-boss-queue';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const JOBS = 20;

// Two runners on one database, each with its own connections and queue, as two API processes
// have: every job must run exactly once whichever runner is handed it, and however often.
describe(`job claims across two runners on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let second: Database;
  const runners: { runner: JobRunner; queue: JobQueue }[] = [];
  const runs = new Map<string, number>();

  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    second = openDatabase(harness.context.config.database);
    for (const database of [harness.context.database, second]) {
      const { config } = harness.context;
      const queue =
        config.database.kind === 'postgres'
          ? pgBossQueue(config.database.url, logger)
          : inProcessQueue();
      const runner = createJobRunner({ database, clock: harness.clock, logger, queue });
      runner.define({
        kind: 'pay-stubs.archive',
        run: async ({ job, progress }) => {
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          await sleep(10);
          progress(1, 1);
          return { result: { files: 1 } };
        },
      });
      runners.push({ runner, queue });
    }
  });
  afterAll(async () => {
    for (const { runner } of runners) await runner.stop();
    await second.close();
    await harness.close();
  });

  it('runs each job once when both runners are handed every job', async () => {
    const { db } = harness.context.database;
    const company = await db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const [first, other] = runners;
    if (!first || !other) throw new Error('two runners');
    await Promise.all(runners.map(({ runner }) => runner.start()));
    const ids: string[] = [];
    for (let index = 0; index < JOBS; index += 1) {
      const { runner } = index % 2 === 0 ? first : other;
      const { job } = await runner.submit({
        kind: 'pay-stubs.archive',
        companyId: company.id,
        requestedBy: user.id,
        requestKey: null,
        subjectId: `payroll-${index}`,
        input: {},
        total: 1,
      });
      ids.push(job.id);
    }
    // Each job handed to the other runner too (a retry, a restart's sweep): the claim decides.
    await Promise.all(ids.map((id, index) => (index % 2 === 0 ? other : first).queue.push(id)));

    for (let round = 0; round < 400; round += 1) {
      const jobs = await Promise.all(ids.map((id) => first.runner.find(id)));
      if (jobs.every((job) => job?.status === 'succeeded')) break;
      await sleep(50);
    }
    const jobs = await Promise.all(ids.map((id) => first.runner.find(id)));
    expect(jobs.map((job) => job?.status)).toEqual(ids.map(() => 'succeeded'));
    expect(jobs.map((job) => job?.attempts)).toEqual(ids.map(() => 1));
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
  });
});
