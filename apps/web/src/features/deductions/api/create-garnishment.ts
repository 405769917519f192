import {
  garnishmentSchema,
  type CreateGarnishmentInput,
  type Garnishment,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { deductionKeys, employeePath } from './deduction-keys';

/** POST /employees/{id}/garnishments: 201 with the order. */
export async function createGarnishment(
  companyId: string,
  employeeId: string,
  body: CreateGarnishmentInput,
): Promise<Garnishment> {
  const { data } = await apiRequest(employeePath(employeeId, 'garnishments'), {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: garnishmentSchema,
  });
  return data;
}

export function useCreateGarnishment(companyId: string, employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGarnishmentInput) => createGarnishment(companyId, employeeId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deductionKeys.garnishments(employeeId) }),
  });
}
