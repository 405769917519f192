// `npm run bench -- ach-flow` (npx tsx apps/api/bench/ach-flow.ts): the ACH file of a committed
// payroll of 10,000 employees, generated from the database (read the stubs, decrypt the accounts,
// split, write, validate strictly, encrypt, store, move the payroll) on SQLite and PostgreSQL,
// beside the ach package's own write of the same entries in the same run (both warm: a payroll
// of 500 is paid first).
import { performance } from 'node:perf_hooks';
import { readAch, validateAch, writeAch } from '@paydesk/ach';
import { createAchFilesService } from '../src/features/ach-files/ach-files-service';
import { achAccounts } from '../src/features/bank-accounts';
import { achSettlement } from '../src/features/payroll';
import { Access } from '../src/http/access';
import { decryptSecret, encryptSecret } from '../src/platform/crypto';
import { createTestApp, type TestApp } from '../src/test-support/test-app';

const EMPLOYEES = 10_000;
const TODAY = '2026-11-24';
const PAY_DATE = '2026-12-04';
const ROWS_PER_INSERT = 500;

const random = (() => {
  let seed = 20_261_125;
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
})();

async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/** A company, its funding account, 10,000 employees with one or two accounts, one approved payroll. */
async function seedPayroll(harness: TestApp, prefix: string, count: number): Promise<string> {
  const { db } = harness.context.database;
  const key = harness.context.config.encryptionKey;
  const now = new Date().toISOString();
  const companyId = `${prefix}-company`;
  await db
    .insertInto('companies')
    .values({
      id: companyId,
      name: 'Bench Bakeries Inc',
      status: 'active',
      federal_ein: '12-3456789',
      suta_rate_basis_points: 270,
      onboarding_draft: null,
      federal_filing_form: '941',
      business_entity_type: null,
      industry_type: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('pay_groups')
    .values({
      id: `${prefix}-group`,
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
  const account = (id: string, employeeId: string | null, number: string, type: string) => ({
    id,
    company_id: companyId,
    employee_id: employeeId,
    bank_name: 'Chase',
    account_type: type,
    routing_number: '021000021',
    account_number_encrypted: encryptSecret(key, number),
    account_number_last4: number.slice(-4),
    split_kind: employeeId === null ? null : 'remainder',
    split_amount_cents: null,
    split_basis_points: null,
    status: 'active',
    usable_from: '2026-01-01',
    created_by_user_id: null,
    created_at: now,
    removed_at: null,
    removed_by_user_id: null,
  });
  await db
    .insertInto('bank_accounts')
    .values(account(`${prefix}-funding`, null, '6100000001', 'checking'))
    .execute();
  const employees = [];
  const accounts = [];
  const stubs = [];
  let net = 0;
  for (let index = 0; index < count; index += 1) {
    const id = `${prefix}-employee-${String(index).padStart(6, '0')}`;
    employees.push({
      id,
      company_id: companyId,
      employee_number: `E${String(index + 1).padStart(5, '0')}`,
      first_name: `Émile${index % 997}`,
      last_name: `Łukasz${index % 1009}`,
      email: `${prefix}${index}@bench.example`,
      status: 'active',
      created_at: now,
      updated_at: now,
    });
    const netPay = 80_000 + Math.floor(random() * 300_000);
    net += netPay;
    // One in five splits the net pay into a savings account too.
    const split = index % 5 === 0;
    const deposits = [
      {
        bankAccountId: `${id}-a`,
        accountNumberLast4: '0000',
        amountCents: split ? 20_000 : netPay,
      },
      ...(split
        ? [{ bankAccountId: `${id}-b`, accountNumberLast4: '0000', amountCents: netPay - 20_000 }]
        : []),
    ];
    accounts.push(account(`${id}-a`, id, String(8_800_000_000 + index), 'checking'));
    if (split) accounts.push(account(`${id}-b`, id, String(7_700_000_000 + index), 'savings'));
    // About the size of a real stub's lines (earnings, taxes, deductions, year-to-date).
    const lines = Array.from({ length: 8 }, (_, line) => ({
      code: `line-${line}`,
      label: `Line ${line}`,
      amountCents: 1_000 * line,
      ytdCents: 45_000 * line,
    }));
    stubs.push({
      id: `${id}-stub`,
      payroll_id: `${prefix}-payroll`,
      company_id: companyId,
      employee_id: id,
      pay_group_id: `${prefix}-group`,
      period_start: '2026-11-14',
      period_end: '2026-11-27',
      pay_date: PAY_DATE,
      first_name: `Émile${index % 997}`,
      last_name: `Łukasz${index % 1009}`,
      gross_cents: netPay + 30_000,
      employee_taxes_cents: 30_000,
      employer_taxes_cents: 10_000,
      deductions_cents: 0,
      reimbursements_cents: 0,
      net_pay_cents: netPay,
      social_security_wages_cents: netPay + 30_000,
      medicare_wages_cents: netPay + 30_000,
      futa_wages_cents: 0,
      suta_wages_cents: 0,
      supplemental_wages_cents: 0,
      details: JSON.stringify({ earnings: lines, employeeTaxes: lines, deposits }),
      status: 'issued',
      payment_status: 'pending',
      return_code: null,
      created_at: now,
    });
  }
  await insertAll(employees, (rows) => db.insertInto('employees').values(rows).execute());
  await insertAll(accounts, (rows) => db.insertInto('bank_accounts').values(rows).execute());
  await db
    .insertInto('payrolls')
    .values({
      id: `${prefix}-payroll`,
      company_id: companyId,
      pay_group_id: `${prefix}-group`,
      draft_id: `${prefix}-draft`,
      type: 'regular',
      off_cycle_reason: null,
      status: 'approved',
      period_start: '2026-11-14',
      period_end: '2026-11-27',
      pay_date: PAY_DATE,
      memo: null,
      ach_file_id: null,
      employees: count,
      gross_cents: net + 30_000 * count,
      employee_taxes_cents: 30_000 * count,
      employer_taxes_cents: 10_000 * count,
      deductions_cents: 0,
      reimbursements_cents: 0,
      net_pay_cents: net,
      cash_requirement_cents: net + 40_000 * count,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await insertAll(stubs, (rows) => db.insertInto('pay_stubs').values(rows).execute());
  return `${prefix}-payroll`;
}

const RUNS = 3;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function benchOn(kind: 'sqlite' | 'postgres') {
  process.env.TEST_DB = kind;
  const harness = await createTestApp();
  try {
    harness.clock.advance(Date.parse(`${TODAY}T12:00:00Z`) - harness.clock.now().getTime());
    const warmUp = await seedPayroll(harness, 'warm', 500);
    const payrollId = await seedPayroll(harness, 'bench', EMPLOYEES);
    const files = createAchFilesService(harness.context, {
      accounts: achAccounts,
      payrolls: achSettlement,
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
    // A small payroll first, so that the timed runs are not the ones that compile the code.
    await files.generate(access, [warmUp]);
    const { db } = harness.context.database;
    const generateRuns: number[] = [];
    let file = await files.generate(access, [payrollId]);
    for (let run = 0; run < RUNS; run += 1) {
      // The same payroll again: its file is taken back, the payroll approved again.
      await db.deleteFrom('ach_entries').where('ach_file_id', '=', file.id).execute();
      await db.deleteFrom('ach_file_payrolls').where('ach_file_id', '=', file.id).execute();
      await db.deleteFrom('ach_files').where('id', '=', file.id).execute();
      await db
        .updateTable('payrolls')
        .set({ status: 'approved', ach_file_id: null })
        .where('id', '=', payrollId)
        .execute();
      const start = performance.now();
      file = await files.generate(access, [payrollId]);
      generateRuns.push(performance.now() - start);
    }
    const generateMs = median(generateRuns);

    // The package alone on the same entries: the model of the stored file, written again.
    const row = await db
      .selectFrom('ach_files')
      .select('content_encrypted')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    const text = decryptSecret(harness.context.config.encryptionKey, row.content_encrypted);
    const model = readAch(text).file;
    if (!model) throw new Error('The stored file has no model');
    const writeRuns: number[] = [];
    const validateRuns: number[] = [];
    for (let run = 0; run < RUNS + 1; run += 1) {
      let start = performance.now();
      const again = writeAch(model);
      writeRuns.push(performance.now() - start);
      if (again !== text) throw new Error('The package wrote another file from the same entries');
      start = performance.now();
      validateAch(text, { requireBalanced: true });
      validateRuns.push(performance.now() - start);
    }
    // The first write is the package's warm-up.
    const writeMs = median(writeRuns.slice(1));
    const validateMs = median(validateRuns.slice(1));
    console.log(
      `${kind}: ${file.entryCount.toLocaleString('en-US')} entries (${EMPLOYEES.toLocaleString('en-US')} employees), ${(text.length / 1024).toFixed(0)} KB`,
    );
    console.log(
      `  generate from the database ${ms(generateMs)} (median of ${RUNS}: ${generateRuns.map(ms).join(', ')}) · the package's writeAch alone ${ms(writeMs)} (validateAch alone ${ms(validateMs)}) · ${(generateMs / writeMs).toFixed(1)}× the write`,
    );
    console.log(`  target under 1 s: ${generateMs < 1000 ? 'met' : 'missed'}`);
  } finally {
    await harness.close();
  }
}

await benchOn('sqlite');
await benchOn('postgres');
