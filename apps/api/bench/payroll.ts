// `npm run bench` (npx tsx apps/api/bench/payroll.ts): a payroll run of a seeded company of
// 10,000 employees on SQLite and on PostgreSQL — create the draft, read a page, update 100 lines,
// commit — beside the engine's own compute time for the same employees in the same run.
// `--large` adds 100,000 employees on PostgreSQL (a few minutes; not part of the default run);
// BENCH_EMPLOYEES=200 runs a small company instead of 10,000, for a quick look.
import { performance } from 'node:perf_hooks';
import { payPeriods } from '@paydesk/engine';
import { employeeFactsOf } from '../src/features/payroll/lines/employee-facts';
import { computeLine } from '../src/features/payroll/lines/line-computation';
import { emptyInputs, NO_YTD, type RunFacts } from '../src/features/payroll/lines/line-types';
import { createFeatureServices } from '../src/features/services';
import { benchAdminAccess } from './support/bench-access';
import { createTestApp } from '../src/test-support/test-app';
import { benchEmployees, insertBigCompany } from './support/big-company';

const TODAY = '2026-11-24';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

async function benchOn(kind: 'sqlite' | 'postgres', employees: number) {
  process.env.TEST_DB = kind;
  const harness = await createTestApp();
  try {
    harness.clock.advance(Date.parse(`${TODAY}T12:00:00Z`) - harness.clock.now().getTime());
    const { companyId, payGroupId } = await insertBigCompany(harness.context.database.db, {
      prefix: 'bench',
      employees,
      encryptionKey: harness.context.config.encryptionKey,
    });
    const { payroll: services } = await createFeatureServices(harness.context);
    const access = benchAdminAccess();
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
    const [committed, commitMs] = await timed(() =>
      services.commits.commit(access, companyId, { draftId: created.draftId }),
    );
    const total = createMs + pageMs + updateMs + commitMs;
    console.log(
      `${kind}, ${employees.toLocaleString('en-US')} employees (${committed.payroll.items.length.toLocaleString('en-US')} stubs):`,
    );
    console.log(`  engine alone (same employees, validated requests): ${seconds(engineMs)}`);
    console.log(
      `  create draft ${seconds(createMs)} · read a page ${pageMs.toFixed(1)} ms · update 100 lines ${updateMs.toFixed(0)} ms · commit ${seconds(commitMs)}`,
    );
    console.log(
      `  draft to commit: ${seconds(total)} (${(total / engineMs).toFixed(1)}× the engine alone)`,
    );
    return { createMs, pageMs, updateMs, commitMs, total, engineMs };
  } finally {
    await harness.close();
  }
}

const EMPLOYEES = benchEmployees(10_000);
await benchOn('sqlite', EMPLOYEES);
await benchOn('postgres', EMPLOYEES);
if (process.argv.includes('--large')) await benchOn('postgres', 100_000);
