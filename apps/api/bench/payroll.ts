// `npm run bench` (npx tsx apps/api/bench/payroll.ts): a payroll run of a seeded company of
// 10,000 employees on SQLite and on PostgreSQL — create the draft, read a page, update 100 lines,
// commit — beside the engine's own compute time for the same employees in the same run.
// `--large` adds 100,000 employees on PostgreSQL (a few minutes; not part of the default run),
// committed as the API does above PAYROLL_COMMIT_JOB_THRESHOLD: a job, read every 100 ms for its
// progress, with the process's peak RSS; `--large-only` runs that one alone.
// BENCH_EMPLOYEES=200 runs a small company instead of 10,000, for a quick look.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { payPeriods } from '@paydesk/engine';
import { employeeFactsOf } from '../src/features/payroll/lines/employee-facts';
import { computeLine } from '../src/features/payroll/lines/line-computation';
import { emptyInputs, NO_YTD, type RunFacts } from '../src/features/payroll/lines/line-types';
import { createFeatureServices } from '../src/features/services';
import { benchAdminAccess } from './support/bench-access';
import type { JobRunner } from '../src/platform/jobs/job-runner';
import { createTestApp } from '../src/test-support/test-app';
import { benchEmployees, insertBigCompany } from './support/big-company';

const TODAY = '2026-11-24';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** This process's peak resident memory so far (Linux `VmHWM`), in MB. */
const peakRssMb = () => {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((text) => text.startsWith('VmHWM:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

type JobWatch = { firstProgressMs: number | null; done: number; total: number; samples: number };

/** Waits for a job, reading it every 100 ms as a client would; what its progress showed. */
async function watchJob(jobs: JobRunner, jobId: string): Promise<JobWatch> {
  const start = performance.now();
  const watch: JobWatch = { firstProgressMs: null, done: 0, total: 0, samples: 0 };
  for (;;) {
    const job = await jobs.find(jobId);
    if (!job) throw new Error(`The job ${jobId} is gone`);
    watch.samples += 1;
    watch.total = job.total;
    if (job.done > watch.done) watch.done = job.done;
    if (job.done > 0 && watch.firstProgressMs === null) {
      watch.firstProgressMs = performance.now() - start;
    }
    if (job.status === 'succeeded') return watch;
    if (job.status === 'failed') throw new Error(`The commit job failed: ${job.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

async function benchOn(kind: 'sqlite' | 'postgres', employees: number, asJob = false) {
  process.env.TEST_DB = kind;
  // A job names the user who asked for it: the demo's administrator, seeded for the job run.
  const harness = await createTestApp({ seed: asJob });
  try {
    harness.clock.advance(Date.parse(`${TODAY}T12:00:00Z`) - harness.clock.now().getTime());
    const { companyId, payGroupId } = await insertBigCompany(harness.context.database.db, {
      prefix: 'bench',
      employees,
      encryptionKey: harness.context.config.encryptionKey,
    });
    const { payroll: services } = await createFeatureServices(harness.context);
    const admin = asJob
      ? await harness.context.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'admin@paydesk.test')
          .executeTakeFirstOrThrow()
      : undefined;
    const access = benchAdminAccess(admin?.id);
    const schedule = {
      frequency: 'biweekly' as const,
      firstPeriodEnd: '2026-01-09',
      firstPayDate: '2026-01-16',
    };
    const [period] = payPeriods(schedule, TODAY, 1);
    if (!period) throw new Error('The schedule has no period after today');

    // The engine alone, for the same employees and period: the baseline of this run.
    const { db } = harness.context.database;
    const rows = await db
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute();
    const run: RunFacts = {
      frequency: 'biweekly',
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      payDate: period.payDate,
      withholding: 'regular',
      paysSalary: true,
      sutaRateBasisPoints: 270,
    };
    const facts = rows.map(employeeFactsOf);
    const engine = async () => {
      for (const employee of facts) {
        computeLine(
          employee,
          run,
          { ...emptyInputs(), earnings: [{ code: 'hourly', hours: 80 }] },
          NO_YTD,
        );
      }
    };
    // The second pass, once the engine is warm: the service's own passes come after this one.
    await engine();
    const [, engineMs] = await timed(engine);

    const [{ answer: created }, createMs] = await timed(() =>
      services.drafts.create(companyId, { payGroupId, periodEnd: period.periodEnd }),
    );
    const [, pageMs] = await timed(() =>
      services.drafts.get(companyId, created.draftId, { pageSize: 50, cursor: null }),
    );
    const hourly = rows.filter((row) => row.payment_type === 'hourly').slice(0, 100);
    const [, updateMs] = await timed(() =>
      services.drafts.update(companyId, created.draftId, {
        version: created.version,
        lines: hourly.map((row, index) => ({
          employeeId: row.id,
          regularHours: 80,
          overtimeHours: index % 5,
          bonusCents: index % 3 === 0 ? 25_000 : 0,
        })),
      }),
    );
    const rssBefore = peakRssMb();
    let watch: JobWatch | undefined;
    const [payrollId, commitMs] = await timed(async () => {
      if (!asJob) {
        const { payroll } = await services.commits.commit(access, companyId, {
          draftId: created.draftId,
        });
        return payroll.id;
      }
      const answer = await services.commitJobs.commitOrQueue(
        access,
        companyId,
        { draftId: created.draftId },
        null,
      );
      if (!('jobId' in answer)) throw new Error('The commit was not queued as a job');
      watch = await watchJob(harness.context.jobs, answer.jobId);
      const row = await db
        .selectFrom('payroll_drafts')
        .select('committed_payroll_id')
        .where('id', '=', created.draftId)
        .executeTakeFirstOrThrow();
      return row.committed_payroll_id ?? '';
    });
    // A job's client reads the payroll once the job is done; a request's answer holds it.
    const [committed, answerMs] = await timed(() => services.payrolls.get(companyId, payrollId));
    const total = createMs + pageMs + updateMs + commitMs;
    console.log(
      `${kind}, ${employees.toLocaleString('en-US')} employees (${committed.items.length.toLocaleString('en-US')} stubs):`,
    );
    console.log(`  engine alone (same employees, validated requests): ${seconds(engineMs)}`);
    console.log(
      `  create draft ${seconds(createMs)} · read a page ${pageMs.toFixed(1)} ms · update 100 lines ${updateMs.toFixed(0)} ms · commit ${seconds(commitMs)}`,
    );
    console.log(
      `  draft to commit: ${seconds(total)} (${(total / engineMs).toFixed(1)}× the engine alone)`,
    );
    if (watch) {
      console.log(
        `  as a job: done in ${seconds(commitMs)}, its payroll read after in ${seconds(answerMs)} · progress first moved after ${watch.firstProgressMs === null ? 'never' : seconds(watch.firstProgressMs)} · reached ${watch.done.toLocaleString('en-US')} of ${watch.total.toLocaleString('en-US')} · peak RSS ${rssBefore} MB before the commit, ${peakRssMb()} MB after`,
      );
    }
    return { createMs, pageMs, updateMs, commitMs, total, engineMs };
  } finally {
    await harness.close();
  }
}

const EMPLOYEES = benchEmployees(10_000);
if (!process.argv.includes('--large-only')) {
  await benchOn('sqlite', EMPLOYEES);
  await benchOn('postgres', EMPLOYEES);
}
if (process.argv.includes('--large') || process.argv.includes('--large-only')) {
  await benchOn('postgres', 100_000, true);
}
