import type { Db } from '@paydesk/api/platform/db/database';
import type { SortKey } from '@paydesk/api/platform/pagination/keyset-page';

/** The employee a list names, with their company (the scope is checked on it). */
export const findEmployeeCompany = (db: Db, employeeId: string) =>
  db
    .selectFrom('employees')
    .select(['id', 'company_id'])
    .where('id', '=', employeeId)
    .executeTakeFirst();

/** A page of the employee's stubs, newest pay date first, then id; keyset on (pay date, id). */
export function pageStubsOfEmployee(
  db: Db,
  employeeId: string,
  page: { after?: SortKey; before?: SortKey; limit: number },
) {
  let query = db
    .selectFrom('pay_stubs')
    .innerJoin('payrolls', 'payrolls.id', 'pay_stubs.payroll_id')
    .select([
      'pay_stubs.id',
      'pay_stubs.payroll_id',
      'pay_stubs.pay_date',
      'pay_stubs.period_start',
      'pay_stubs.period_end',
      'pay_stubs.gross_cents',
      'pay_stubs.net_pay_cents',
      'pay_stubs.status',
      'pay_stubs.payment_status',
      'payrolls.status as payroll_status',
      'payrolls.pay_date as payroll_pay_date',
    ])
    .where('pay_stubs.employee_id', '=', employeeId);
  const key = page.after ?? page.before;
  if (key) {
    const values = key.map(String);
    query = query.where((eb) =>
      eb(
        eb.refTuple('pay_stubs.pay_date', 'pay_stubs.id'),
        page.after ? '<' : '>',
        eb.tuple(values[0] ?? '', values[1] ?? ''),
      ),
    );
  }
  const order = page.before ? 'asc' : 'desc';
  return query
    .orderBy('pay_stubs.pay_date', order)
    .orderBy('pay_stubs.id', order)
    .limit(page.limit)
    .execute();
}

export async function countStubsOfEmployee(db: Db, employeeId: string): Promise<number> {
  const row = await db
    .selectFrom('pay_stubs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * One stub with what it shows besides its own lines: the company (name, EIN, physical address),
 * the employee (address, last four of the SSN), the pay group's name and the payroll's state.
 */
export const findStub = (db: Db, id: string) =>
  db
    .selectFrom('pay_stubs')
    .innerJoin('companies', 'companies.id', 'pay_stubs.company_id')
    .innerJoin('employees', 'employees.id', 'pay_stubs.employee_id')
    .innerJoin('payrolls', 'payrolls.id', 'pay_stubs.payroll_id')
    .leftJoin('pay_groups', 'pay_groups.id', 'pay_stubs.pay_group_id')
    .leftJoin('company_addresses', (join) =>
      join
        .onRef('company_addresses.company_id', '=', 'pay_stubs.company_id')
        .on('company_addresses.kind', '=', 'physical'),
    )
    .selectAll('pay_stubs')
    .select([
      'companies.name as company_name',
      'companies.federal_ein as company_ein',
      'company_addresses.address_line1 as company_address_line1',
      'company_addresses.address_line2 as company_address_line2',
      'company_addresses.city as company_city',
      'company_addresses.state as company_state',
      'company_addresses.zip_code as company_zip_code',
      'employees.address_line1 as employee_address_line1',
      'employees.address_line2 as employee_address_line2',
      'employees.city as employee_city',
      'employees.state as employee_state',
      'employees.zip_code as employee_zip_code',
      'employees.legal_id_last4 as employee_legal_id_last4',
      'pay_groups.name as pay_group_name',
      'payrolls.status as payroll_status',
      'payrolls.pay_date as payroll_pay_date',
      'payrolls.ach_file_id as payroll_ach_file_id',
    ])
    .where('pay_stubs.id', '=', id)
    .executeTakeFirst();

export type StubRow = NonNullable<Awaited<ReturnType<typeof findStub>>>;

/**
 * The employee's issued stubs of the calendar year that come before this one in the list's order
 * (pay date, then id): what its year-to-date adds up. Voided stubs are out of every figure.
 */
export const earlierIssuedStubsOfYear = (
  db: Db,
  stub: { employee_id: string; pay_date: string; id: string },
) =>
  db
    .selectFrom('pay_stubs')
    .select([
      'details',
      'gross_cents',
      'employee_taxes_cents',
      'employer_taxes_cents',
      'deductions_cents',
      'net_pay_cents',
    ])
    .where('employee_id', '=', stub.employee_id)
    .where('status', '=', 'issued')
    .where('pay_date', '>=', `${stub.pay_date.slice(0, 4)}-01-01`)
    .where((eb) => eb(eb.refTuple('pay_date', 'id'), '<', eb.tuple(stub.pay_date, stub.id)))
    .execute();

/** The bank names of the accounts a stub's deposits went to. */
export async function bankNamesOf(db: Db, accountIds: string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bank_accounts')
    .select(['id', 'bank_name'])
    .where('id', 'in', accountIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.bank_name]));
}
