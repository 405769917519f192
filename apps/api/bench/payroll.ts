// `npm run bench` (npx tsx apps/api/bench/payroll.ts): a payroll run of a seeded company of
// 10,000 employees on SQLite and on PostgreSQL — create the draft, read a page, update 100 lines,
// commit — beside the engine's own compute time for the same employees in the same run.
// `--large` adds 100,000 employees on PostgreSQL (a few minutes; not part of the default run).
import { performance } from 'node:perf_hooks';
import { payPeriods } from '@paydesk/engine';
import { noDepositAccounts } from '../src/features/employees';
import { noDeposits } from '../src/features/payroll';
import { employeeFactsOf } from '../src/features/payroll/employee-facts';
import { computeLine } from '../src/features/payroll/line-computation';
import { emptyInputs, NO_YTD, type RunFacts } from '../src/features/payroll/line-types';
import { createPayrollServices } from '../src/features/payroll/services';
import { Access } from '../src/http/access';
import { createTestApp, type TestApp } from '../src/test-support/test-app';

const STATES = [
  { code: 'IL', certificate: { code: 'IL', basicAllowances: 1, additionalAllowances: 0 } },
  { code: 'TX', certificate: null },
  { code: 'FL', certificate: null },
  { code: 'TN', certificate: null },
  { code: 'NV', certificate: null },
] as const;
const FILING = ['single', 'married_jointly', 'head_of_household'] as const;
const TODAY = '2026-11-24';

/** A small deterministic generator: the same company in every run. */
const random = (() => {
  let seed = 20_261_124;
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
})();

async function seedCompany(harness: TestApp, employees: number) {
  const { db } = harness.context.database;
  const now = new Date().toISOString();
  const companyId = 'bench-company';
  await db
    .insertInto('companies')
    .values({
      id: companyId,
      name: 'Bench Bakeries Inc',
      status: 'active',
      suta_rate_basis_points: 270,
      onboarding_draft: null,
      federal_ein: null,
      federal_filing_form: null,
      business_entity_type: null,
      industry_type: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const payGroupId = 'bench-group';
  await db
    .insertInto('pay_groups')
    .values({
      id: payGroupId,
      company_id: companyId,
      name: 'Everyone',
      name_key: 'everyone',
      frequency: 'biweekly',
      first_period_end: '2026-01-09',
      first_pay_date: '2026-01-16',
      second_pay_day: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const rows = Array.from({ length: employees }, (_, index) => {
    const state = STATES[index % STATES.length] ?? STATES[0];
    const salaried = random() < 0.55;
    return {
      id: `bench-employee-${String(index).padStart(6, '0')}`,
      company_id: companyId,
      first_name: `First${index % 997}`,
      last_name: `Last${index % 1009}`,
      email: `employee${index}@bench.example`,
      status: 'active',
      legal_id_type: 'ssn',
      legal_id_last4: String(1000 + (index % 9000)),
      address_line1: `${index} Main St`,
      city: 'Springfield',
      state: state.code,
      zip_code: '62701',
      employment_type: 'full_time',
      employment_category: salaried ? 'exempt' : 'non_exempt',
      job_title: salaried ? 'Manager' : 'Baker',
      hire_date: index % 50 === 0 ? '2026-11-18' : '2024-03-04',
      work_state: state.code,
      pay_group_id: payGroupId,
      payment_frequency: 'biweekly',
      payment_type: salaried ? 'salary' : 'hourly',
      payment_rate_cents: salaried
        ? 3_500_000 + Math.floor(random() * 22_500_000)
        : 1_600 + Math.floor(random() * 3_400),
      w4_version: '2020',
      federal_filing_status: FILING[index % FILING.length] ?? 'single',
      state_certificate: state.certificate ? JSON.stringify(state.certificate) : null,
      payment_method: 'check',
      onboarding_complete: 1,
      created_at: now,
      updated_at: now,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('employees')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  return { companyId, payGroupId };
}

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
    const { companyId, payGroupId } = await seedCompany(harness, employees);
    const services = createPayrollServices(harness.context, {
      accounts: noDepositAccounts,
      deposits: noDeposits,
    });
    const access = new Access(
      {
        userId: 'bench',
        employeeId: null,
        companyId: null,
        roles: ['platform:admin'],
        sessionId: null,
      },
      { ownedCompanyIds: async () => [], companyExists: async () => true },
    );
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
        computeLine(employee, run, { ...emptyInputs(), regularHours: 80 }, NO_YTD);
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

await benchOn('sqlite', 10_000);
await benchOn('postgres', 10_000);
if (process.argv.includes('--large')) await benchOn('postgres', 100_000);
