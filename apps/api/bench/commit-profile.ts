// `npx tsx apps/api/bench/commit-profile.ts [--list]`: the SQL statements of one 20-employee
// commit (`POST /api/payrolls`, from the company check to the answer) on PostgreSQL, each a round
// trip, and a commit's time with no queue (the median of BENCH_COMPANIES - 2, in process).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addBusinessDays, payPeriods } from '@paydesk/engine';
import { createFeatureServices } from '../src/features/services';
import { createTestApp } from '../src/test-support/test-app';
import { bearer, signInAs } from '../src/test-support/sign-in';
import { insertPaydayCompanies, PAYDAY_SCHEDULE } from './support/payday-companies';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 21);
const statements: string[] = [];
let counting = false;
// Every statement this process sends goes through a pg client's `query`: counted while asked.
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]): unknown {
  if (counting) {
    const first = args[0] as string | { text: string };
    statements.push(typeof first === 'string' ? first : first.text);
  }
  return Reflect.apply(original, this, args);
} as typeof original;

process.env.TEST_DB = 'postgres';
const harness = await createTestApp({ seed: true });
try {
  const { db } = harness.context.database;
  const companies = await insertPaydayCompanies(db, {
    prefix: 'prof',
    companies: COMPANIES,
    employees: 20,
    encryptionKey: harness.context.config.encryptionKey,
  });
  const today = new Date().toISOString().slice(0, 10);
  const [period] = payPeriods(PAYDAY_SCHEDULE, addBusinessDays(today, 1), 1);
  if (!period) throw new Error('no period');
  const { payroll } = await createFeatureServices(harness.context);
  const drafts = [];
  for (const { companyId, payGroupId, hourly } of companies) {
    const { answer } = await payroll.drafts.create(companyId, {
      payGroupId,
      periodEnd: period.periodEnd,
    });
    await payroll.drafts.update(companyId, answer.draftId, {
      version: answer.version,
      lines: hourly.map((employeeId) => ({ employeeId, regularHours: 80 })),
    });
    drafts.push({ companyId, draftId: answer.draftId });
  }
  const { accessToken } = await signInAs(harness.app, 'admin@paydesk.test');
  const commit = async (draft: { companyId: string; draftId: string }) => {
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/payrolls',
      headers: { ...bearer(accessToken), 'Company-ID': draft.companyId },
      payload: { draftId: draft.draftId },
    });
    if (answer.statusCode !== 201) throw new Error(answer.body);
  };
  // Warm-up, then one commit counted, then the rest timed.
  const [warm, counted, ...timed] = drafts;
  if (!warm || !counted || timed.length === 0) throw new Error('BENCH_COMPANIES must be 3 or more');
  await commit(warm);
  counting = true;
  await commit(counted);
  counting = false;
  const times: number[] = [];
  for (const draft of timed) {
    const start = performance.now();
    await commit(draft);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  if (process.argv.includes('--list'))
    for (const text of statements) console.log('  ', text.replace(/\s+/g, ' ').slice(0, 160));
  console.log(`statements in one commit: ${statements.length}`);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  console.log(
    `no-queue commit: median ${median.toFixed(1)} ms, min ${(times[0] ?? NaN).toFixed(1)} ms over ${times.length}`,
  );
} finally {
  await harness.close();
}
