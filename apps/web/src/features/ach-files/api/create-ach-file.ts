import { achFileSchema, type AchFile, type AchPayrollsRequest } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payrollKeys } from '@web/features/payroll';
import { apiRequest } from '@web/shared/http/http-client';
import { achFileKeys } from './ach-file-keys';

/** POST /payments/ach/files {payrolls}: 201 the stored file; its payrolls move to processing. */
export async function createAchFile(body: AchPayrollsRequest): Promise<AchFile> {
  const { data } = await apiRequest('/payments/ach/files', {
    method: 'POST',
    body,
    schema: achFileSchema,
  });
  return data;
}

export function useCreateAchFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAchFile,
    onSuccess: () => {
      // The file list, the approved payrolls (now processing) and every payroll view change.
      void queryClient.invalidateQueries({ queryKey: achFileKeys.all });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.all });
    },
  });
}
