import { issuedStubsPaidIn } from '@paydesk/api/features/pay-stubs';
import type { Database } from '@paydesk/api/platform/db/database';

type Db = Database['db'];

/** One issued stub of a committed payroll, with what the W-2 reads of it. */
export type YearStubRow = {
  id: string;
  payroll_id: string;
  employee_id: string;
  pay_date: string;
  gross_cents: number;
  social_security_wages_cents: number;
  medicare_wages_cents: number;
  details: string;
};

/**
 * The issued stubs of the company's committed payrolls paid in the year, in pay-date order:
 * a voided payment and a cancelled payroll are on no W-2. `employeeId` narrows to one employee.
 */
export function yearStubs(db: Db, companyId: string, year: number, employeeId?: string) {
  let query = issuedStubsPaidIn(db, companyId, `${year}-01-01`, `${year}-12-31`)
    .select(['s.id', 's.payroll_id', 's.employee_id', 's.pay_date', 's.gross_cents'])
    .select(['s.social_security_wages_cents', 's.medicare_wages_cents', 's.details']);
  if (employeeId !== undefined) query = query.where('s.employee_id', '=', employeeId);
  return query.orderBy('s.pay_date').orderBy('s.id').execute() as Promise<YearStubRow[]>;
}

/** Boxes a, e and f: the employees' names, sealed SSNs and home addresses, terminated ones too. */
export const employeesOf = (db: Db, companyId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('employees')
        .select(['id', 'first_name', 'middle_name', 'last_name', 'name_suffix', 'status', 'email'])
        .select(['legal_id_type', 'legal_id_encrypted', 'legal_id_last4'])
        .select(['address_line1', 'address_line2', 'city', 'state', 'zip_code'])
        .where('company_id', '=', companyId)
        .where('id', 'in', [...ids])
        .execute();

export type W2EmployeeRow = Awaited<ReturnType<typeof employeesOf>>[number];

/** The employee's company, for reading their own W-2. */
export const companyOfEmployee = (db: Db, employeeId: string) =>
  db.selectFrom('employees').select(['company_id']).where('id', '=', employeeId).executeTakeFirst();

/** Boxes b and c: the employer's name, EIN and physical address. */
export const employerOf = (db: Db, companyId: string) =>
  db
    .selectFrom('companies')
    .leftJoin('company_addresses', (join) =>
      join
        .onRef('company_addresses.company_id', '=', 'companies.id')
        .on('company_addresses.kind', '=', 'physical'),
    )
    .select(['companies.name', 'companies.federal_ein'])
    .select(['company_addresses.address_line1', 'company_addresses.address_line2'])
    .select(['company_addresses.city', 'company_addresses.state', 'company_addresses.zip_code'])
    .where('companies.id', '=', companyId)
    .executeTakeFirst();

export type EmployerRow = NonNullable<Awaited<ReturnType<typeof employerOf>>>;

/** When the company's W-2s of the year were published, if they were. */
export const publicationOf = (db: Db, companyId: string, year: number) =>
  db
    .selectFrom('w2_publications')
    .select(['year', 'published_at'])
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .executeTakeFirst();

/** Every year the company published its W-2s, newest first. */
export const publicationsOf = (db: Db, companyId: string) =>
  db
    .selectFrom('w2_publications')
    .select(['year', 'published_at'])
    .where('company_id', '=', companyId)
    .orderBy('year', 'desc')
    .execute();

export const insertPublication = (
  db: Db,
  row: { company_id: string; year: number; published_by: string | null; published_at: string },
) => db.insertInto('w2_publications').values(row).execute();

/** Each employee's W-2 boxes as the owner published them (JSON), for measuring corrections. */
export const publishedBoxesOfYear = (db: Db, companyId: string, year: number) =>
  db
    .selectFrom('w2_published_boxes')
    .select(['employee_id', 'boxes'])
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .execute();

export const insertPublishedBoxes = (
  db: Db,
  rows: { company_id: string; year: number; employee_id: string; boxes: string }[],
) =>
  rows.length === 0
    ? Promise.resolve()
    : db.insertInto('w2_published_boxes').values(rows).execute();

/**
 * Employees terminated in the year with no final payroll: no issued stub of a payroll that was
 * not cancelled covers a pay period ending on or after the termination date.
 */
export const terminatedWithoutFinalPayroll = (db: Db, companyId: string, year: number) =>
  db
    .selectFrom('employees as e')
    .select(['e.id', 'e.first_name', 'e.last_name', 'e.termination_date'])
    .where('e.company_id', '=', companyId)
    .where('e.status', '=', 'terminated')
    .where('e.termination_date', '>=', `${year}-01-01`)
    .where('e.termination_date', '<=', `${year}-12-31`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pay_stubs as s')
            .innerJoin('payrolls as p', 'p.id', 's.payroll_id')
            .select('s.id')
            .whereRef('s.employee_id', '=', 'e.id')
            .where('s.status', '=', 'issued')
            .where('p.status', '<>', 'cancelled')
            .whereRef('s.period_end', '>=', 'e.termination_date'),
        ),
      ),
    )
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .execute();
