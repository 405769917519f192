import type { TaxDepositPayment } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { depositsPath } from './tax-deposits';
import { taxFilingKeys } from './tax-filing-keys';

/**
 * POST …/tax-deposits/{depositId}/payment; the list is read again, its statuses depend on it.
 * Apart from the reads (tax-deposits.ts): the dashboards' deposit figures record nothing, so they
 * download no mutation hook.
 */
export function useRecordDepositPayment(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      depositId,
      payment,
    }: {
      depositId: string;
      payment: TaxDepositPayment;
    }) => {
      await apiRequest(`${depositsPath(companyId)}/${encodeURIComponent(depositId)}/payment`, {
        method: 'POST',
        body: payment,
        headers: companyHeader(companyId),
      });
    },
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...taxFilingKeys.all, companyId, 'deposits'] }),
  });
}
