import { employeeSchema, type Employee } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { employeeKeys, employeePath } from './employee-keys';

/** The record's sections, each written by its own PUT with the version read. */
export type EmployeeSection = 'profile' | 'employment-details' | 'federal-tax' | 'state-tax';

/** PUT /employees/{id}/{section}: a stale `version` answers 409 `employee.version_stale`. */
export async function updateEmployeeSection<Body>(
  companyId: string,
  id: string,
  section: EmployeeSection,
  body: Body,
): Promise<Employee> {
  const { data } = await apiRequest(`${employeePath(id)}/${section}`, {
    method: 'PUT',
    headers: companyHeader(companyId),
    body,
    schema: employeeSchema,
  });
  return data;
}

/** The saved record replaces the cached one; the list shows names, titles and states again. */
export function useUpdateEmployeeSection<Body>(
  companyId: string,
  id: string,
  section: EmployeeSection,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => updateEmployeeSection(companyId, id, section, body),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(companyId, id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists(companyId) });
    },
  });
}
