import {
  form1099NecFileName,
  my1099NecSchema,
  myContractorPaymentsSchema,
  type My1099Nec,
  type MyContractorPayment,
} from '@paydesk/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { saveFile } from '@web/shared/http/save-file';
import { contractorKeys } from '../../api/contractor-keys';

/** GET /me/contractor-payments: the contractor's own payment lines, newest first. */
export const useMyPayments = () =>
  useQuery({
    queryKey: contractorKeys.myPayments(),
    queryFn: async (): Promise<MyContractorPayment[]> =>
      (await apiRequest('/me/contractor-payments', { schema: myContractorPaymentsSchema })).data
        .items,
  });

/** GET /me/1099-nec?year=: the contractor's own 1099-NEC of a year, from each payer. */
export const useMy1099s = (year: number) =>
  useQuery({
    queryKey: contractorKeys.my1099(year),
    queryFn: async (): Promise<My1099Nec> =>
      (await apiRequest(`/me/1099-nec?year=${year}`, { schema: my1099NecSchema })).data,
  });

/** Downloads the contractor's own copy B of a year as a PDF. */
export function useDownloadMy1099() {
  return useMutation({
    mutationFn: async ({ contractorId, year }: { contractorId: string; year: number }) => {
      const { data } = await apiRequest<Blob>(
        `/me/1099-nec/${encodeURIComponent(contractorId)}/file?year=${year}`,
        { headers: { Accept: 'application/pdf' }, responseType: 'blob' },
      );
      saveFile(data, form1099NecFileName(year, contractorId));
    },
  });
}
