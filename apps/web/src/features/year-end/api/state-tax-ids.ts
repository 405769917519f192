import { stateTaxIdsSchema, type PutStateTaxIds, type StateTaxIds } from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { yearEndKeys } from './year-end-keys';

const path = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/state-tax-ids`;

const stateTaxIdsKey = (companyId: string) => [...yearEndKeys.all, companyId, 'state-ids'] as const;

/** GET /companies/{id}/state-tax-ids: the employer's state ID numbers on file. */
export const useStateTaxIds = (companyId: string) =>
  useQuery({
    queryKey: stateTaxIdsKey(companyId),
    queryFn: async (): Promise<StateTaxIds> =>
      (
        await apiRequest(path(companyId), {
          headers: companyHeader(companyId),
          schema: stateTaxIdsSchema,
        })
      ).data,
  });

/**
 * PUT /companies/{id}/state-tax-ids: sets the states named. The W-2s print the numbers in box 15,
 * so every year's W-2s of the company are read again.
 */
export function usePutStateTaxIds(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: PutStateTaxIds): Promise<StateTaxIds> =>
      (
        await apiRequest(path(companyId), {
          method: 'PUT',
          body: request,
          headers: companyHeader(companyId),
          schema: stateTaxIdsSchema,
        })
      ).data,
    onSuccess: (answer) => {
      client.setQueryData(stateTaxIdsKey(companyId), answer);
      return client.invalidateQueries({ queryKey: [...yearEndKeys.all, companyId, 'w2'] });
    },
  });
}
