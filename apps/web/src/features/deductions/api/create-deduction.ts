import { deductionSchema, type CreateDeductionInput, type Deduction } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { deductionKeys, employeePath } from './deduction-keys';

/** POST /employees/{id}/deductions: 201 with the deduction. */
export async function createDeduction(
  companyId: string,
  employeeId: string,
  body: CreateDeductionInput,
): Promise<Deduction> {
  const { data } = await apiRequest(employeePath(employeeId, 'deductions'), {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: deductionSchema,
  });
  return data;
}

export function useCreateDeduction(companyId: string, employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDeductionInput) => createDeduction(companyId, employeeId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deductionKeys.deductions(employeeId) }),
  });
}
