import type { Db } from '@paydesk/api/platform/db/database';
import type { SortKey } from '@paydesk/api/platform/pagination/keyset-page';

export type PayrollFilter = {
  /** null: every company (an administrator's scope). */
  companyIds: string[] | null;
  status?: string | undefined;
  employeeId?: string | undefined;
  /** `processing` payrolls whose pay date is on or before it are listed as `paid`. */
  today: string;
};

function filteredPayrolls(db: Db, filter: PayrollFilter) {
  let query = db
    .selectFrom('payrolls')
    .innerJoin('companies', 'companies.id', 'payrolls.company_id');
  if (filter.companyIds !== null) {
    query = query.where('payrolls.company_id', 'in', [...filter.companyIds, '']);
  }
  const { status, today } = filter;
  if (status === 'paid') {
    query = query.where((eb) =>
      eb.or([
        eb('payrolls.status', '=', 'paid'),
        eb.and([eb('payrolls.status', '=', 'processing'), eb('payrolls.pay_date', '<=', today)]),
      ]),
    );
  } else if (status === 'processing') {
    query = query
      .where('payrolls.status', '=', 'processing')
      .where('payrolls.pay_date', '>', today);
  } else if (status) query = query.where('payrolls.status', '=', status);
  const employeeId = filter.employeeId;
  if (employeeId) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('pay_stubs')
          .select('pay_stubs.id')
          .whereRef('pay_stubs.payroll_id', '=', 'payrolls.id')
          .where('pay_stubs.employee_id', '=', employeeId),
      ),
    );
  }
  return query;
}

/** Payrolls newest pay date first, keyset-paged on (pay date, id) descending. */
export function listPayrolls(
  db: Db,
  filter: PayrollFilter,
  page: { after?: SortKey; before?: SortKey; limit: number },
) {
  let query = filteredPayrolls(db, filter)
    .selectAll('payrolls')
    .select('companies.name as company_name');
  const key = page.after ?? page.before;
  if (key) {
    const values = key.map(String);
    query = query.where((eb) =>
      eb(
        eb.refTuple('payrolls.pay_date', 'payrolls.id'),
        page.after ? '<' : '>',
        eb.tuple(values[0] ?? '', values[1] ?? ''),
      ),
    );
  }
  const order = page.before ? 'asc' : 'desc';
  return query
    .orderBy('payrolls.pay_date', order)
    .orderBy('payrolls.id', order)
    .limit(page.limit)
    .execute();
}

export async function countPayrolls(db: Db, filter: PayrollFilter): Promise<number> {
  const row = await filteredPayrolls(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
