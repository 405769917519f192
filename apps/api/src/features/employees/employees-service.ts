import type { Db } from '@paydesk/api/platform/db/database';
import {
  keysetPage,
  type KeysetPage,
  type PageRequest,
} from '@paydesk/api/platform/pagination/keyset-page';
import {
  countCompanyEmployees,
  listCompanyEmployees,
  type CompanyEmployeeFilter,
} from './employee-list-repository';
import {
  countActiveEmployees,
  countEmployeesByCompany,
  findEmployeeCompanyId,
  findEmployeeByEmail,
  findEmployeeOfCompany,
  insertEmployee,
  setPayFrequencyOfGroup,
  type NewEmployee,
} from './employee-repository';
import { settleOnboarding } from './onboarding-settlement';

export type CompanyEmployeeRow = Awaited<ReturnType<typeof listCompanyEmployees>>[number];

/**
 * What other features may ask of employees. Every function takes the caller's database handle,
 * so it joins the caller's transaction; the employees table is written nowhere else.
 */
export const employeesService = {
  add: (db: Db, employee: NewEmployee): Promise<void> => insertEmployee(db, employee),
  findInCompany: findEmployeeOfCompany,
  findInCompanyByEmail: findEmployeeByEmail,
  companyOf: (db: Db, employeeId: string): Promise<string | undefined> =>
    findEmployeeCompanyId(db, employeeId),
  countByCompany: (db: Db, companyIds: string[]): Promise<Map<string, number>> =>
    countEmployeesByCompany(db, companyIds),
  countActive: (db: Db): Promise<number> => countActiveEmployees(db),
  /** A pay group's members are paid at its frequency. */
  followPayGroupFrequency: (
    db: Db,
    payGroupId: string,
    frequency: string,
    now: string,
  ): Promise<void> => setPayFrequencyOfGroup(db, payGroupId, frequency, now),
  /** Re-reads whether the employee's onboarding is complete (a deposit account came or went). */
  settleOnboarding,
  /** The status a list shows: active once onboarded and the hire date has come. */
  statusOn: (
    row: Pick<CompanyEmployeeRow, 'status' | 'onboarding_complete' | 'hire_date'>,
    today: string,
  ): 'onboarding' | 'active' | 'terminated' => {
    if (row.status === 'terminated') return 'terminated';
    return row.onboarding_complete === 1 && row.hire_date !== null && row.hire_date <= today
      ? 'active'
      : 'onboarding';
  },
  pageOfCompany: (
    db: Db,
    filter: CompanyEmployeeFilter,
    request: PageRequest,
  ): Promise<KeysetPage<CompanyEmployeeRow>> =>
    keysetPage({
      request,
      fetch: (args) => listCompanyEmployees(db, filter, args),
      count: () => countCompanyEmployees(db, filter),
      keyOf: (row) => [row.last_name, row.first_name, row.id],
    }),
};
