import type { Db } from '@paydesk/api/platform/db/database';
import { containsInsensitive } from '@paydesk/api/platform/db/text-search';
import type { SortKey } from '@paydesk/api/platform/pagination/keyset-page';

export type CompanyEmployeeFilter = {
  companyId: string;
  search?: string | undefined;
  status?: string | undefined;
  /** The day the status is read on: an employee whose hire date has come becomes active. */
  today: string;
};

function filtered(db: Db, filter: CompanyEmployeeFilter) {
  let query = db.selectFrom('employees').where('employees.company_id', '=', filter.companyId);
  if (filter.search) {
    const text = filter.search;
    query = query.where((eb) =>
      eb.or([
        containsInsensitive('employees.first_name', text),
        containsInsensitive('employees.last_name', text),
        containsInsensitive('employees.email', text),
      ]),
    );
  }
  if (filter.status === 'terminated') {
    query = query.where('employees.status', '=', 'terminated');
  } else if (filter.status === 'active') {
    query = query
      .where('employees.status', '!=', 'terminated')
      .where('employees.onboarding_complete', '=', 1)
      .where('employees.hire_date', '<=', filter.today);
  } else if (filter.status === 'onboarding') {
    query = query
      .where('employees.status', '!=', 'terminated')
      .where((eb) =>
        eb.or([
          eb('employees.onboarding_complete', '=', 0),
          eb('employees.hire_date', 'is', null),
          eb('employees.hire_date', '>', filter.today),
        ]),
      );
  }
  return query;
}

/** A company's employees by name, keyset-paged. */
export function listCompanyEmployees(
  db: Db,
  filter: CompanyEmployeeFilter,
  page: { after?: SortKey; before?: SortKey; limit: number },
) {
  let query = filtered(db, filter).select([
    'employees.id',
    'employees.first_name',
    'employees.last_name',
    'employees.email',
    'employees.status',
    'employees.job_title',
    'employees.department',
    'employees.work_state',
    'employees.payment_type',
    'employees.hire_date',
    'employees.pay_group_id',
    'employees.onboarding_complete',
  ]);
  const key = page.after ?? page.before;
  if (key) {
    const values = key.map(String);
    query = query.where((eb) =>
      eb(
        eb.refTuple('employees.last_name', 'employees.first_name', 'employees.id'),
        page.after ? '>' : '<',
        eb.tuple(values[0] ?? '', values[1] ?? '', values[2] ?? ''),
      ),
    );
  }
  const order = page.before ? 'desc' : 'asc';
  return query
    .orderBy('employees.last_name', order)
    .orderBy('employees.first_name', order)
    .orderBy('employees.id', order)
    .limit(page.limit)
    .execute();
}

export async function countCompanyEmployees(
  db: Db,
  filter: CompanyEmployeeFilter,
): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
