import { issuedStubsPaidIn } from '@paydesk/api/features/payroll';
import type { Database } from '@paydesk/api/platform/db/database';

type Db = Database['db'];

/** One issued stub of a committed payroll, with what the returns read of it. */
export type FilingStubRow = {
  id: string;
  employee_id: string;
  pay_date: string;
  gross_cents: number;
  social_security_wages_cents: number;
  medicare_wages_cents: number;
  futa_wages_cents: number;
  details: string;
  work_state: string | null;
};

/**
 * The issued stubs of the company's committed payrolls paid from `from` to `to` (both inclusive),
 * in pay-date order: a voided payment and a cancelled payroll are in no return.
 */
export const filingStubs = (db: Db, companyId: string, from: string, to: string) =>
  issuedStubsPaidIn(db, companyId, from, to)
    .leftJoin('employees as e', 'e.id', 's.employee_id')
    .select([
      's.id',
      's.employee_id',
      's.pay_date',
      's.gross_cents',
      's.social_security_wages_cents',
      's.medicare_wages_cents',
      's.futa_wages_cents',
      's.details',
      'e.work_state',
    ])
    .orderBy('s.pay_date')
    .orderBy('s.id')
    .execute() as Promise<FilingStubRow[]>;

/**
 * The employees paid wages for a pay period that includes `day` (Form 941 line 1: the 12th of
 * the quarter's last month), whenever that period was paid.
 */
export async function employeesPaidForDay(
  db: Db,
  companyId: string,
  day: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('pay_stubs as s')
    .innerJoin('payrolls as p', 'p.id', 's.payroll_id')
    .select('s.employee_id')
    .distinct()
    .where('p.company_id', '=', companyId)
    .where('p.status', '<>', 'cancelled')
    .where('s.status', '=', 'issued')
    .where('s.gross_cents', '>', 0)
    .where('s.period_start', '<=', day)
    .where('s.period_end', '>=', day)
    .execute();
  return rows.map((row) => row.employee_id);
}

/** The filer: the company's name, EIN and physical address. */
export const filerOf = (db: Db, companyId: string) =>
  db
    .selectFrom('companies')
    .leftJoin('company_addresses', (join) =>
      join
        .onRef('company_addresses.company_id', '=', 'companies.id')
        .on('company_addresses.kind', '=', 'physical'),
    )
    .select([
      'companies.name',
      'companies.federal_ein',
      'company_addresses.address_line1',
      'company_addresses.address_line2',
      'company_addresses.city',
      'company_addresses.state',
      'company_addresses.zip_code',
    ])
    .where('companies.id', '=', companyId)
    .executeTakeFirst();

export type FilerRow = NonNullable<Awaited<ReturnType<typeof filerOf>>>;
