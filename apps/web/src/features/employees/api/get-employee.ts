import { employeeSchema, type Employee } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { employeeKeys, employeePath } from './employee-keys';

/** GET /employees/{id}: the whole record, its onboarding steps, readiness and invitation. */
export async function getEmployee(companyId: string, id: string): Promise<Employee> {
  const { data } = await apiRequest(employeePath(id), {
    headers: companyHeader(companyId),
    schema: employeeSchema,
  });
  return data;
}

export const employeeQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: employeeKeys.detail(companyId, id),
    queryFn: () => getEmployee(companyId, id),
  });

export const useEmployee = (companyId: string, id: string) =>
  useQuery(employeeQueryOptions(companyId, id));
