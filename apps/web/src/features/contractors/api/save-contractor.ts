import {
  contractorSchema,
  type Contractor,
  type CreateContractorRequest,
  type UpdateContractorRequest,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { contractorKeys } from './contractor-keys';

const contractorUrl = (id: string) => `/contractors/${encodeURIComponent(id)}`;

/** GET /contractors/{id} (Company-ID): the whole record, its TIN masked. */
export async function getContractor(companyId: string, id: string): Promise<Contractor> {
  const { data } = await apiRequest(contractorUrl(id), {
    headers: companyHeader(companyId),
    schema: contractorSchema,
  });
  return data;
}

export const useContractor = (companyId: string, id: string) =>
  useQuery({
    queryKey: contractorKeys.detail(id),
    queryFn: () => getContractor(companyId, id),
  });

/** POST /contractors (Company-ID): 201 the contractor; a TIN already on file is a 409. */
export async function createContractor(
  companyId: string,
  body: CreateContractorRequest,
): Promise<Contractor> {
  const { data } = await apiRequest('/contractors', {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: contractorSchema,
  });
  return data;
}

/** PATCH /contractors/{id}: the fields sent, at the version read (409 when stale). */
export async function updateContractor(
  companyId: string,
  id: string,
  body: UpdateContractorRequest,
): Promise<Contractor> {
  const { data } = await apiRequest(contractorUrl(id), {
    method: 'PATCH',
    headers: companyHeader(companyId),
    body,
    schema: contractorSchema,
  });
  return data;
}

export function useCreateContractor(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContractorRequest) => createContractor(companyId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractorKeys.lists(companyId) }),
        queryClient.invalidateQueries({ queryKey: contractorKeys.payable(companyId) }),
      ]),
  });
}

export function useUpdateContractor(companyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContractorRequest) => updateContractor(companyId, id, body),
    onSuccess: (contractor) => {
      queryClient.setQueryData(contractorKeys.detail(id), contractor);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contractorKeys.lists(companyId) }),
        queryClient.invalidateQueries({ queryKey: contractorKeys.payable(companyId) }),
      ]);
    },
  });
}
