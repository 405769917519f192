// `npm run bench -- ach-flow` (npx tsx apps/api/bench/ach-flow.ts): the ACH file of a committed
// payroll of 10,000 employees, generated from the database (read the stubs, decrypt the accounts,
// split, write, validate strictly, encrypt, store, move the payroll) on SQLite and PostgreSQL,
// beside the ach package's own write of the same entries in the same run (both warm: a payroll
// of 500 is paid first). BENCH_EMPLOYEES=200 pays a small company instead, for a quick look.
import { performance } from 'node:perf_hooks';
import { readAch, validateAch, writeAch } from '@paydesk/ach';
import { createFeatureServices } from '../src/features/services';
import { benchAdminAccess } from './support/bench-access';
import { decryptSecret } from '../src/platform/crypto';
import { createTestApp, type TestApp } from '../src/test-support/test-app';
import {
  bankAccountRow,
  benchEmployees,
  insertAll,
  insertBigCompany,
  seededRandom,
} from './support/big-company';

const EMPLOYEES = benchEmployees(10_000);
const TODAY = '2026-11-24';
const PAY_DATE = '2026-12-04';
const random = seededRandom(20_261_125);

/**
 * The big company with one or two accounts for each employee, and one approved payroll of them
 * all with its stubs (each with its deposit split), as a commit would have left it.
 */
async function seedPayroll(harness: TestApp, prefix: string, count: number): Promise<string> {
  const { db } = harness.context.database;
  const key = harness.context.config.encryptionKey;
  const now = new Date().toISOString();
  const company = await insertBigCompany(db, {
    prefix,
    employees: count,
    encryptionKey: key,
    paymentMethod: 'direct_deposit',
  });
  const { companyId } = company;
  const accounts = [];
  const stubs = [];
  let net = 0;
  for (const [index, employee] of company.employees.entries()) {
    const { id } = employee;
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
    const employeeAccount = (suffix: string, base: number, type: 'checking' | 'savings') =>
      bankAccountRow(
        key,
        { id: `${id}-${suffix}`, companyId, employeeId: id, number: String(base + index) },
        type,
        now,
      );
    accounts.push(employeeAccount('a', 8_800_000_000, 'checking'));
    if (split) accounts.push(employeeAccount('b', 7_700_000_000, 'savings'));
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
      first_name: employee.firstName,
      last_name: employee.lastName,
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
    const { files } = (await createFeatureServices(harness.context)).achFiles;
    const access = benchAdminAccess();
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
