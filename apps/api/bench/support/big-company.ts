// The big company of the API benchmarks (payroll, ach-flow): one active company with its funding
// account, one biweekly pay group and its employees across five states, salaried and hourly,
// written straight into the tables in batches (the product's own writes would take minutes).
import type { Insertable } from 'kysely';
import { encryptSecret } from '../../src/platform/crypto';
import type { Db } from '../../src/platform/db/database';
import type { BankAccountsTable, EmployeesTable } from '../../src/platform/db/schema';

const STATES = [
  { code: 'IL', certificate: { code: 'IL', basicAllowances: 1, additionalAllowances: 0 } },
  { code: 'TX', certificate: null },
  { code: 'FL', certificate: null },
  { code: 'TN', certificate: null },
  { code: 'NV', certificate: null },
] as const;
const FILING = ['single', 'married_jointly', 'head_of_household'] as const;
const ROWS_PER_INSERT = 500;

/** The size of a benchmark's company: BENCH_EMPLOYEES when set (a quick look), else `fallback`. */
export const benchEmployees = (fallback: number): number => {
  const wanted = Number(process.env.BENCH_EMPLOYEES);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : fallback;
};

/** A small deterministic generator: the same company in every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Writes rows a batch at a time (one statement of them all is over the parameter limits). */
export async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/** An account of the company: its funding account (no employee) or an employee's remainder. */
export function bankAccountRow(
  key: Buffer,
  account: { id: string; companyId: string; employeeId: string | null; number: string },
  type: 'checking' | 'savings',
  now: string,
): Insertable<BankAccountsTable> {
  return {
    id: account.id,
    company_id: account.companyId,
    employee_id: account.employeeId,
    bank_name: 'Chase',
    account_type: type,
    routing_number: '021000021',
    account_number_encrypted: encryptSecret(key, account.number),
    account_number_last4: account.number.slice(-4),
    split_kind: account.employeeId === null ? null : 'remainder',
    split_amount_cents: null,
    split_basis_points: null,
    status: 'active',
    usable_from: '2026-01-01',
    created_by_user_id: null,
    created_at: now,
    removed_at: null,
    removed_by_user_id: null,
  };
}

export type BigCompanyOptions = {
  /** Starts every id, so that one database holds several companies. */
  prefix: string;
  employees: number;
  encryptionKey: Buffer;
  paymentMethod?: 'check' | 'direct_deposit';
};

export type BigCompany = {
  companyId: string;
  payGroupId: string;
  employees: { id: string; firstName: string; lastName: string }[];
};

function employeeRow(
  options: BigCompanyOptions,
  ids: { companyId: string; payGroupId: string },
  index: number,
  random: () => number,
  now: string,
): Insertable<EmployeesTable> {
  const state = STATES[index % STATES.length] ?? STATES[0];
  const salaried = random() < 0.55;
  return {
    id: `${options.prefix}-employee-${String(index).padStart(6, '0')}`,
    company_id: ids.companyId,
    employee_number: `E${String(index + 1).padStart(5, '0')}`,
    // Letters outside ASCII: the ACH file writes names transliterated.
    first_name: `Émile${index % 997}`,
    last_name: `Łukasz${index % 1009}`,
    email: `${options.prefix}${index}@bench.example`,
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
    // One in fifty joined during the period: their pay is prorated.
    hire_date: index % 50 === 0 ? '2026-11-18' : '2024-03-04',
    work_state: state.code,
    pay_group_id: ids.payGroupId,
    payment_frequency: 'biweekly',
    payment_type: salaried ? 'salary' : 'hourly',
    payment_rate_cents: salaried
      ? 3_500_000 + Math.floor(random() * 22_500_000)
      : 1_600 + Math.floor(random() * 3_400),
    w4_version: '2020',
    federal_filing_status: FILING[index % FILING.length] ?? 'single',
    state_certificate: state.certificate ? JSON.stringify(state.certificate) : null,
    payment_method: options.paymentMethod ?? 'check',
    onboarding_complete: 1,
    created_at: now,
    updated_at: now,
  };
}

/** The company, its funding account, its pay group and its employees, ready to run payroll. */
export async function insertBigCompany(db: Db, options: BigCompanyOptions): Promise<BigCompany> {
  const now = new Date().toISOString();
  const companyId = `${options.prefix}-company`;
  const payGroupId = `${options.prefix}-group`;
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
    .insertInto('bank_accounts')
    .values(
      bankAccountRow(
        options.encryptionKey,
        { id: `${options.prefix}-funding`, companyId, employeeId: null, number: '6100000001' },
        'checking',
        now,
      ),
    )
    .execute();
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
  const random = seededRandom(20_261_124);
  const ids = { companyId, payGroupId };
  const rows = Array.from({ length: options.employees }, (_, index) =>
    employeeRow(options, ids, index, random, now),
  );
  await insertAll(rows, (slice) => db.insertInto('employees').values(slice).execute());
  return {
    companyId,
    payGroupId,
    employees: rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
    })),
  };
}
