import { employeeSchema, type Employee } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { employeeKeys, employeePath } from './employee-keys';

/** POST /employees/{id}/invitation: mails a new set-password link (the old one stops working). */
export async function resendInvitation(companyId: string, id: string): Promise<Employee> {
  const { data } = await apiRequest(`${employeePath(id)}/invitation`, {
    method: 'POST',
    headers: companyHeader(companyId),
    schema: employeeSchema,
  });
  return data;
}

export function useResendInvitation(companyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendInvitation(companyId, id),
    onSuccess: (employee) => queryClient.setQueryData(employeeKeys.detail(companyId, id), employee),
  });
}
