import {
  contractorSchema,
  type Contractor,
  type UpdateOwnContractorRequest,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { contractorKeys } from '../../api/contractor-keys';

/** GET /me/contractor: the signed-in contractor's own record, the TIN masked. */
export async function getOwnContractor(): Promise<Contractor> {
  const { data } = await apiRequest('/me/contractor', { schema: contractorSchema });
  return data;
}

export const useOwnContractor = () =>
  useQuery({ queryKey: contractorKeys.me, queryFn: getOwnContractor });

/** PATCH /me/contractor: their W-9 (the TIN only while none is on file) and how they are paid. */
export async function updateOwnContractor(body: UpdateOwnContractorRequest): Promise<Contractor> {
  const { data } = await apiRequest('/me/contractor', {
    method: 'PATCH',
    body,
    schema: contractorSchema,
  });
  return data;
}

export function useUpdateOwnContractor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnContractor,
    onSuccess: (contractor) => queryClient.setQueryData(contractorKeys.me, contractor),
  });
}
