import type { CompanyEmployee } from '@paydesk/contracts';
import {
  employeesService,
  type CompanyEmployeeFilter,
  type CompanyEmployeeRow,
} from '@paydesk/api/features/employees';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { PageRequest } from '@paydesk/api/platform/pagination/keyset-page';
import { ownershipOf } from './ownership-repository';

const toCompanyEmployee = (
  row: CompanyEmployeeRow,
  owners: Map<string, number>,
  today: string,
): CompanyEmployee => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  status: employeesService.statusOn(row, today),
  jobTitle: row.job_title,
  department: row.department,
  workState: row.work_state,
  paymentType: row.payment_type,
  hireDate: row.hire_date,
  payGroupId: row.pay_group_id,
  isOwner: owners.has(row.id),
});

/** The company's employees as its owners and administrators list them. */
export function createCompanyEmployeesService(context: AppContext) {
  const { db } = context.database;

  return {
    /** A page of the company's employees, each marked when they own part of the company. */
    async pageEmployees(filterOf: Omit<CompanyEmployeeFilter, 'today'>, request: PageRequest) {
      const filter = { ...filterOf, today: context.clock.now().toISOString().slice(0, 10) };
      const [page, owners] = await Promise.all([
        employeesService.pageOfCompany(db, filter, request),
        ownershipOf(db, filter.companyId),
      ]);
      return {
        ...page,
        items: page.items.map((row) => toCompanyEmployee(row, owners, filter.today)),
      };
    },
  };
}
