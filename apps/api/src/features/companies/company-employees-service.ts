import type { CompanyEmployee } from '@paydesk/contracts';
import type { AppContext } from '../../app-context';
import { keysetPage, type KeysetPage, type PageRequest } from '../../http/pagination';
import type { Caller } from '../../shared/access-tokens';
import { scopeOf } from '../../shared/caller-scope';
import { countCompanyEmployees, listCompanyEmployees } from './company-employees-repository';

type Row = Awaited<ReturnType<typeof listCompanyEmployees>>[number];

export const toCompanyEmployee = (row: Row): CompanyEmployee => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  status: row.status,
  jobTitle: row.job_title,
  department: row.department,
  workState: row.work_state,
  paymentType: row.payment_type,
  hireDate: row.hire_date,
  isOwner: row.ownership_basis_points !== null,
});

export async function pageCompanyEmployees(
  context: AppContext,
  caller: Caller,
  companyId: string,
  query: { search?: string | undefined; status?: string | undefined },
  request: PageRequest,
): Promise<KeysetPage<Row>> {
  const { db } = context.database;
  await scopeOf(caller, db).assertCanManageCompany(companyId);
  const filter = { companyId, ...query };
  return keysetPage({
    request,
    fetch: (args) => listCompanyEmployees(db, filter, args),
    count: () => countCompanyEmployees(db, filter),
    keyOf: (row) => [row.last_name, row.first_name, row.id],
  });
}
