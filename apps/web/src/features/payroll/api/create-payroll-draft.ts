import {
  createPayrollDraftResponseSchema,
  type CreatePayrollDraftResponse,
  type CreatePayrollDraftRequest,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { payGroupKeys } from '@web/features/pay-groups';
import { companyHeader } from '@web/shared/http/company-header';
import { payrollKeys } from './payroll-keys';

/** POST /payroll-drafts: a regular period, an off-cycle run, or a copy of an approved payroll. */
export async function createPayrollDraft(
  companyId: string,
  body: CreatePayrollDraftRequest,
): Promise<CreatePayrollDraftResponse> {
  const { data } = await apiRequest('/payroll-drafts', {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: createPayrollDraftResponseSchema,
  });
  return data;
}

export function useCreatePayrollDraft(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayrollDraftRequest) => createPayrollDraft(companyId, body),
    // The period now has a draft: the upcoming periods show it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: payGroupKeys.all });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.upcoming(companyId) });
    },
  });
}
