import {
  contractorPaymentPreviewSchema,
  contractorPaymentSchema,
  type ContractorPayment,
  type ContractorPaymentPreview,
  type CreateContractorPaymentRequest,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { contractorKeys } from './contractor-keys';

/** POST /contractor-payments/preview: the lines as approval would compute them; writes nothing. */
export async function previewContractorPayment(
  companyId: string,
  body: CreateContractorPaymentRequest,
): Promise<ContractorPaymentPreview> {
  const { data } = await apiRequest('/contractor-payments/preview', {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: contractorPaymentPreviewSchema,
  });
  return data;
}

/** POST /contractor-payments: 201 the approved payment run. */
export async function createContractorPayment(
  companyId: string,
  body: CreateContractorPaymentRequest,
): Promise<ContractorPayment> {
  const { data } = await apiRequest('/contractor-payments', {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: contractorPaymentSchema,
  });
  return data;
}

export const usePreviewContractorPayment = (companyId: string) =>
  useMutation({
    mutationFn: (body: CreateContractorPaymentRequest) => previewContractorPayment(companyId, body),
  });

export function useCreateContractorPayment(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContractorPaymentRequest) => createContractorPayment(companyId, body),
    // Each paid contractor's payments and the year's 1099-NEC figures change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractorKeys.all }),
  });
}
