import {
  companyEmployeeSchema,
  headerNames,
  pageOf,
  type CompanyEmployee,
} from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { timeOffKeys } from './time-off-keys';

/** A policy is assigned to people still on the payroll: those onboarding and active. */
const ASSIGNABLE_PAGE_SIZE = 100;

/** GET /companies/{id}/employees: the employees a policy may be assigned to (not terminated). */
export async function listAssignableEmployees(companyId: string): Promise<CompanyEmployee[]> {
  const { data } = await apiRequest(`/companies/${encodeURIComponent(companyId)}/employees`, {
    headers: { ...companyHeader(companyId), [headerNames.pageSize]: String(ASSIGNABLE_PAGE_SIZE) },
    schema: pageOf(companyEmployeeSchema),
  });
  return data.items.filter((employee) => employee.status !== 'terminated');
}

export const assignableEmployeesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: timeOffKeys.employees(companyId),
    queryFn: () => listAssignableEmployees(companyId),
  });

export const useAssignableEmployees = (companyId: string) =>
  useQuery(assignableEmployeesQueryOptions(companyId));
