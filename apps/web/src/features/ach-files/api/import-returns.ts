import { achReturnsResultSchema, type AchReturnsResult } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payrollKeys } from '@web/features/payroll';
import { apiRequest } from '@web/shared/http/http-client';

/** POST /payments/ach/returns with the bank's return file as text: the payments it failed. */
export async function importReturns(fileText: string): Promise<AchReturnsResult> {
  const { data } = await apiRequest('/payments/ach/returns', {
    method: 'POST',
    body: fileText,
    bodyType: 'text/plain',
    schema: achReturnsResultSchema,
  });
  return data;
}

export function useImportReturns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importReturns,
    // Returned payments are failed now: every payroll view and list reads them again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}
