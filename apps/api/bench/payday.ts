// `npm run bench -- payday` (npx tsx apps/api/bench/payday.ts): payday at platform scale on
// PostgreSQL. 1,000 companies of 20 employees each commit their payrolls at once from 50 clients
// through `start:cluster` with 2 API processes, then the administrator generates the ACH file of
// them all. The same crunch on as many other companies through 1 process, and the engine alone on
// the same paychecks, give the run's own ratios. BENCH_COMPANIES=50 runs a quick, small one;
// BENCH_EMPLOYEES (20) and BENCH_CLIENTS (50) change the rest.
import { performance } from 'node:perf_hooks';
import { ACH_FILE_MAX_PAYROLLS as PAYROLLS_PER_FILE } from '@paydesk/contracts';
import { addBusinessDays, payPeriods } from '@paydesk/engine';
import { employeeFactsOf } from '../src/features/payroll/lines/employee-facts';
import { computeLine } from '../src/features/payroll/lines/line-computation';
import { emptyInputs, NO_YTD, type RunFacts } from '../src/features/payroll/lines/line-types';
import { createFeatureServices } from '../src/features/services';
import { createTestApp } from '../src/test-support/test-app';
import { startBenchCluster, type BenchCluster } from './support/bench-cluster';
import {
  insertPaydayCompanies,
  PAYDAY_SCHEDULE,
  type PaydayCompany,
} from './support/payday-companies';

const whole = (name: string, fallback: number) => {
  const wanted = Number(process.env[name]);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : fallback;
};
const COMPANIES = whole('BENCH_COMPANIES', 1_000);
const EMPLOYEES = whole('BENCH_EMPLOYEES', 20);
const CLIENTS = whole('BENCH_CLIENTS', 50);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const count = (value: number) => value.toLocaleString('en-US');
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

type Crunch = { totalMs: number; latencies: number[] };

/** Every draft committed by `CLIENTS` clients at once, each taking the next draft when done. */
async function crunch(
  cluster: BenchCluster,
  drafts: { companyId: string; draftId: string }[],
  clients = CLIENTS,
) {
  const queue = [...drafts];
  const latencies: number[] = [];
  const committed: string[] = [];
  const client = async () => {
    for (let draft = queue.shift(); draft; draft = queue.shift()) {
      const start = performance.now();
      const answer = await cluster.send('POST', '/api/payrolls', {
        company: draft.companyId,
        payload: { draftId: draft.draftId },
      });
      latencies.push(performance.now() - start);
      if (answer.status !== 201) throw new Error(`Commit ${answer.status}: ${answer.body}`);
      committed.push((JSON.parse(answer.body) as { id: string }).id);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  return { crunch: { totalMs: performance.now() - start, latencies } satisfies Crunch, committed };
}

/**
 * The file a generation answered: at once (201), or, above ACH_FILE_JOB_THRESHOLD, from its job
 * (202), read every 100 ms until it ends; the time counted is the user's wait either way.
 */
async function achFileOf(cluster: BenchCluster, made: { status: number; body: string }) {
  if (made.status === 201) return JSON.parse(made.body) as { id: string; entryCount: number };
  if (made.status !== 202) throw new Error(`ACH file ${made.status}: ${made.body}`);
  const { jobId } = JSON.parse(made.body) as { jobId: string };
  for (;;) {
    const read = await cluster.send('GET', `/api/jobs/${jobId}`, {});
    const job = JSON.parse(read.body) as {
      status: string;
      result: { achFile?: { id: string; entryCount: number } } | null;
    };
    if (job.status === 'succeeded' && job.result?.achFile) return job.result.achFile;
    if (job.status === 'failed') throw new Error(`ACH job failed: ${read.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The payrolls' ACH files, as few as the API allows, one after the other. */
async function achFiles(cluster: BenchCluster, payrollIds: string[]) {
  let ms = 0;
  let bytes = 0;
  let entries = 0;
  let files = 0;
  for (let start = 0; start < payrollIds.length; start += PAYROLLS_PER_FILE) {
    const begun = performance.now();
    const made = await cluster.send('POST', '/api/payments/ach/files', {
      payload: { payrolls: payrollIds.slice(start, start + PAYROLLS_PER_FILE) },
    });
    const file = await achFileOf(cluster, made);
    ms += performance.now() - begun;
    const text = await cluster.send('GET', `/api/payments/ach/files/${file.id}`, {});
    bytes += Buffer.byteLength(text.body);
    entries += file.entryCount;
    files += 1;
  }
  return { ms, bytes, entries, files };
}

function describeCrunch(label: string, result: Crunch, commits: number) {
  const p50 = percentile(result.latencies, 50);
  const p99 = percentile(result.latencies, 99);
  console.log(
    `  ${label}: ${count(commits)} commits in ${seconds(result.totalMs)} · ${(commits / (result.totalMs / 1000)).toFixed(1)} commits/s · p50 ${p50.toFixed(0)} ms · p99 ${p99.toFixed(0)} ms · max ${Math.max(...result.latencies).toFixed(0)} ms`,
  );
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

async function main() {
  process.env.TEST_DB = 'postgres';
  // The demo's people (the administrator signs in) on a database of the bench's own.
  const harness = await createTestApp({ seed: true });
  let cluster: BenchCluster | undefined;
  try {
    const { db } = harness.context.database;
    const config = harness.context.config;
    if (config.database.kind !== 'postgres') throw new Error('The payday bench runs on PostgreSQL');
    const key = config.encryptionKey;
    let begun = performance.now();
    const sets = {
      // Committed one at a time before each crunch, half on each server: the warm-up, and a
      // commit's time with no queue.
      solo: await insertPaydayCompanies(db, {
        prefix: 'solo',
        companies: 2 * Math.min(10, COMPANIES),
        employees: EMPLOYEES,
        encryptionKey: key,
      }),
      two: await insertPaydayCompanies(db, {
        prefix: 'two',
        companies: COMPANIES,
        employees: EMPLOYEES,
        encryptionKey: key,
      }),
      one: await insertPaydayCompanies(db, {
        prefix: 'one',
        companies: COMPANIES,
        employees: EMPLOYEES,
        encryptionKey: key,
      }),
    };
    const seedMs = performance.now() - begun;
    const today = new Date().toISOString().slice(0, 10);
    const [period] = payPeriods(PAYDAY_SCHEDULE, addBusinessDays(today, 1), 1);
    if (!period) throw new Error('The schedule has no period after today');

    // The drafts are ready before payday: the crunch is the commits.
    begun = performance.now();
    const { payroll } = await createFeatureServices(harness.context);
    const draftsOf = async (companies: PaydayCompany[]) => {
      const drafts: { companyId: string; draftId: string }[] = [];
      // Four at a time: the database has cores of its own.
      for (let start = 0; start < companies.length; start += 4) {
        const made = await Promise.all(
          companies.slice(start, start + 4).map(async ({ companyId, payGroupId, hourly }) => {
            const { answer } = await payroll.drafts.create(companyId, {
              payGroupId,
              periodEnd: period.periodEnd,
            });
            // The hourly worked 80 hours; the salaried are paid their salary without input.
            await payroll.drafts.update(companyId, answer.draftId, {
              version: answer.version,
              lines: hourly.map((employeeId) => ({ employeeId, regularHours: 80 })),
            });
            return { companyId, draftId: answer.draftId };
          }),
        );
        drafts.push(...made);
      }
      return drafts;
    };
    const drafts = {
      solo: await draftsOf(sets.solo),
      two: await draftsOf(sets.two),
      one: await draftsOf(sets.one),
    };
    const draftMs = performance.now() - begun;

    // The engine alone on the same paychecks as the 2-process crunch (warm: the second pass).
    const rows = await db
      .selectFrom('employees')
      .selectAll()
      .where('id', 'like', 'two-%')
      .execute();
    const facts = rows.map(employeeFactsOf);
    const run: RunFacts = {
      frequency: 'biweekly',
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      payDate: period.payDate,
      withholding: 'regular',
      paysSalary: true,
      sutaRateBasisPoints: 270,
    };
    // As the payroll bench: 80 hours for the hourly, the salary for the others.
    const inputs = { ...emptyInputs(), earnings: [{ code: 'hourly' as const, hours: 80 }] };
    const engine = () => {
      const start = performance.now();
      for (const employee of facts) computeLine(employee, run, inputs, NO_YTD);
      return performance.now() - start;
    };
    engine();
    const engineMs = engine();

    const options = { databaseUrl: config.database.url, encryptionKey: key.toString('hex') };
    cluster = await startBenchCluster({ ...options, processes: 2 });
    const warm = Math.min(10, COMPANIES);
    const solo = await crunch(cluster, drafts.solo.slice(0, warm), 1);
    const two = await crunch(cluster, drafts.two);
    const twoRss = cluster.peakRssKb();
    const ach = await achFiles(cluster, two.committed);
    const afterAchRss = cluster.peakRssKb();
    await cluster.stop();
    cluster = await startBenchCluster({ ...options, processes: 1 });
    const soloOne = await crunch(cluster, drafts.solo.slice(warm), 1);
    const one = await crunch(cluster, drafts.one);
    const oneRss = cluster.peakRssKb();
    await cluster.stop();
    cluster = undefined;

    const paychecks = COMPANIES * EMPLOYEES;
    console.log(
      `payday on postgres: ${count(COMPANIES)} companies × ${EMPLOYEES} employees (${count(paychecks)} paychecks), ${CLIENTS} clients`,
    );
    console.log(
      `  seeded ${count((sets.solo.length + 2 * COMPANIES) * EMPLOYEES)} employees in ${seconds(seedMs)}; ${count(drafts.solo.length + drafts.two.length + drafts.one.length)} drafts made before payday in ${seconds(draftMs)}`,
    );
    console.log(
      `  one client alone first (warm-up, no queue): p50 ${percentile(solo.crunch.latencies, 50).toFixed(0)} ms on 2 processes, ${percentile(soloOne.crunch.latencies, 50).toFixed(0)} ms on 1 (${warm} commits each)`,
    );
    describeCrunch('2 processes', two.crunch, drafts.two.length);
    describeCrunch('1 process  ', one.crunch, drafts.one.length);
    console.log(
      `  ACH: ${ach.files} ${ach.files === 1 ? 'file' : 'files'} of ${count(ach.entries)} entries, ${(ach.bytes / 1024).toFixed(0)} KB, generated in ${seconds(ach.ms)}`,
    );
    console.log(
      `  whole crunch (commits + ACH) on 2 processes: ${seconds(two.crunch.totalMs + ach.ms)}`,
    );
    console.log(
      `  server peak RSS: 2 processes ${twoRss.map(mb).join(' + ')} after the commits, ${afterAchRss.map(mb).join(' + ')} after the ACH file; 1 process ${oneRss.map(mb).join(' + ')}`,
    );
    console.log(
      `  ratios: 1 process / 2 processes ${(one.crunch.totalMs / two.crunch.totalMs).toFixed(2)}× · 2-process commits / engine alone on the same ${count(paychecks)} paychecks (${seconds(engineMs)}) ${(two.crunch.totalMs / engineMs).toFixed(0)}×`,
    );
    const p99 = percentile(two.crunch.latencies, 99);
    console.log(
      `  targets: p99 under 2 s ${p99 < 2_000 ? 'met' : 'missed'}; whole crunch under 60 s ${two.crunch.totalMs + ach.ms < 60_000 ? 'met' : 'missed'}; ACH under 5 s ${ach.ms < 5_000 ? 'met' : 'missed'}`,
    );
  } finally {
    await cluster?.stop();
    await harness.close();
  }
}

await main();
