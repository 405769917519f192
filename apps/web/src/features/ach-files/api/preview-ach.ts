import { achPreviewSchema, type AchPayrollsRequest, type AchPreview } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';

/** POST /payments/ach/preview {payrolls}: the file's batches and totals; it writes nothing. */
export async function previewAch(body: AchPayrollsRequest): Promise<AchPreview> {
  const { data } = await apiRequest('/payments/ach/preview', {
    method: 'POST',
    body,
    schema: achPreviewSchema,
  });
  return data;
}

export const usePreviewAch = () => useMutation({ mutationFn: previewAch });
