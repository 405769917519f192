import { garnishmentListSchema, type Garnishment } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { deductionKeys, employeePath } from './deduction-keys';

/** GET /employees/{id}/garnishments: every order, ended ones too, with what was withheld. */
export async function listGarnishments(
  companyId: string,
  employeeId: string,
): Promise<Garnishment[]> {
  const { data } = await apiRequest(employeePath(employeeId, 'garnishments'), {
    headers: companyHeader(companyId),
    schema: garnishmentListSchema,
  });
  return data.items;
}

export const garnishmentsQueryOptions = (companyId: string, employeeId: string) =>
  queryOptions({
    queryKey: deductionKeys.garnishments(employeeId),
    queryFn: () => listGarnishments(companyId, employeeId),
  });

export const useGarnishments = (companyId: string, employeeId: string) =>
  useQuery(garnishmentsQueryOptions(companyId, employeeId));
