// The companies of the payday benchmark: many small companies (each with its funding account, one
// biweekly pay group and employees paid by direct deposit into one account each), written
// straight into the tables a few hundred rows per statement, every company at once.
import type { Insertable } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import type { CompaniesTable, PayGroupsTable } from '../../src/platform/db/tables/company-tables';
import type { EmployeesTable } from '../../src/platform/db/schema';
import { bankAccountRow, insertAll, seededRandom } from './big-company';

const STATES = ['IL', 'TX', 'FL', 'TN', 'NV'] as const;
const FILING = ['single', 'married_jointly', 'head_of_household'] as const;

/** A company, its pay group and its hourly employees (whose draft lines need their hours). */
export type PaydayCompany = { companyId: string; payGroupId: string; hourly: string[] };

/** The biweekly schedule every bench company's pay group follows. */
export const PAYDAY_SCHEDULE = {
  frequency: 'biweekly' as const,
  firstPeriodEnd: '2026-01-09',
  firstPayDate: '2026-01-16',
};

function companyRow(id: string, index: number, now: string): Insertable<CompaniesTable> {
  return {
    id,
    name: `Payday Bakery ${index + 1} LLC`,
    status: 'active',
    federal_ein: `12-${String(1_000_000 + index).slice(-7)}`,
    suta_rate_basis_points: 270,
    onboarding_draft: null,
    federal_filing_form: '941',
    business_entity_type: null,
    industry_type: null,
    created_at: now,
    updated_at: now,
  };
}

function payGroupRow(id: string, companyId: string, now: string): Insertable<PayGroupsTable> {
  return {
    id,
    company_id: companyId,
    name: 'Everyone',
    name_key: 'everyone',
    frequency: PAYDAY_SCHEDULE.frequency,
    first_period_end: PAYDAY_SCHEDULE.firstPeriodEnd,
    first_pay_date: PAYDAY_SCHEDULE.firstPayDate,
    second_pay_day: null,
    created_at: now,
    updated_at: now,
  };
}

function employeeRow(
  ids: { id: string; companyId: string; payGroupId: string },
  index: number,
  random: () => number,
  now: string,
): Insertable<EmployeesTable> {
  const state = STATES[index % STATES.length] ?? 'TX';
  const salaried = random() < 0.55;
  return {
    id: ids.id,
    company_id: ids.companyId,
    employee_number: `E${String(index + 1).padStart(5, '0')}`,
    first_name: `Émile${index % 997}`,
    last_name: `Łukasz${index % 1009}`,
    email: `${ids.id}@bench.example`,
    status: 'active',
    legal_id_type: 'ssn',
    legal_id_last4: String(1000 + (index % 9000)),
    address_line1: `${index} Main St`,
    city: 'Springfield',
    state,
    zip_code: '62701',
    employment_type: 'full_time',
    employment_category: salaried ? 'exempt' : 'non_exempt',
    job_title: salaried ? 'Manager' : 'Baker',
    hire_date: '2024-03-04',
    work_state: state,
    pay_group_id: ids.payGroupId,
    payment_frequency: 'biweekly',
    payment_type: salaried ? 'salary' : 'hourly',
    payment_rate_cents: salaried
      ? 3_500_000 + Math.floor(random() * 12_500_000)
      : 1_600 + Math.floor(random() * 3_400),
    w4_version: '2020',
    federal_filing_status: FILING[index % FILING.length] ?? 'single',
    state_certificate:
      state === 'IL'
        ? JSON.stringify({ code: 'IL', basicAllowances: 1, additionalAllowances: 0 })
        : null,
    payment_method: 'direct_deposit',
    onboarding_complete: 1,
    created_at: now,
    updated_at: now,
  };
}

/** `companies` companies of `employees` employees each, ids starting with `prefix`. */
export async function insertPaydayCompanies(
  db: Db,
  options: { prefix: string; companies: number; employees: number; encryptionKey: Buffer },
): Promise<PaydayCompany[]> {
  const now = new Date().toISOString();
  const random = seededRandom(20_261_127);
  const companies: Insertable<CompaniesTable>[] = [];
  const groups: Insertable<PayGroupsTable>[] = [];
  const employees: Insertable<EmployeesTable>[] = [];
  const accounts = [];
  const made: PaydayCompany[] = [];
  for (let c = 0; c < options.companies; c += 1) {
    const companyId = `${options.prefix}-${String(c).padStart(5, '0')}`;
    const payGroupId = `${companyId}-group`;
    const company: PaydayCompany = { companyId, payGroupId, hourly: [] };
    made.push(company);
    companies.push(companyRow(companyId, c, now));
    groups.push(payGroupRow(payGroupId, companyId, now));
    const funding = {
      id: `${companyId}-funding`,
      companyId,
      employeeId: null,
      number: '6100000001',
    };
    accounts.push(bankAccountRow(options.encryptionKey, funding, 'checking', now));
    for (let e = 0; e < options.employees; e += 1) {
      const id = `${companyId}-e${String(e).padStart(3, '0')}`;
      const row = employeeRow({ id, companyId, payGroupId }, e, random, now);
      employees.push(row);
      if (row.payment_type === 'hourly') company.hourly.push(id);
      const number = String(8_800_000_000 + c * 1_000 + e);
      const account = { id: `${id}-a`, companyId, employeeId: id, number };
      accounts.push(bankAccountRow(options.encryptionKey, account, 'checking', now));
    }
  }
  await insertAll(companies, (rows) => db.insertInto('companies').values(rows).execute());
  await insertAll(groups, (rows) => db.insertInto('pay_groups').values(rows).execute());
  await insertAll(employees, (rows) => db.insertInto('employees').values(rows).execute());
  await insertAll(accounts, (rows) => db.insertInto('bank_accounts').values(rows).execute());
  return made;
}
