import { employeeSchema, type CreateEmployeeRequest, type Employee } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { employeeKeys } from './employee-keys';

/** POST /employees: the onboarding draft; the server mails the invitation. */
export async function createEmployee(
  companyId: string,
  body: CreateEmployeeRequest,
): Promise<Employee> {
  const { data } = await apiRequest('/employees', {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: employeeSchema,
  });
  return data;
}

export function useCreateEmployee(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmployeeRequest) => createEmployee(companyId, body),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(companyId, employee.id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists(companyId) });
    },
  });
}
