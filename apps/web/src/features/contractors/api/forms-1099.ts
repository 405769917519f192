import {
  form1099NecFileName,
  form1099NecListSchema,
  type Form1099NecList,
} from '@paydesk/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { saveFile } from '@web/shared/http/save-file';
import { contractorKeys } from './contractor-keys';

const necPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/1099-nec`;

/** GET /companies/{id}/1099-nec?year=: each contractor's boxes for the year, and whether required. */
export const useCompany1099s = (companyId: string, year: number) =>
  useQuery({
    queryKey: contractorKeys.forms1099(companyId, year),
    queryFn: async (): Promise<Form1099NecList> =>
      (
        await apiRequest(`${necPath(companyId)}?year=${year}`, {
          headers: companyHeader(companyId),
          schema: form1099NecListSchema,
        })
      ).data,
  });

/** Downloads a contractor's 1099-NEC of a year (copy B and the payer's copy) as a PDF. */
export function useDownload1099(companyId: string) {
  return useMutation({
    mutationFn: async ({ contractorId, year }: { contractorId: string; year: number }) => {
      const path = `${necPath(companyId)}/${encodeURIComponent(contractorId)}/file?year=${year}`;
      const { data } = await apiRequest<Blob>(path, {
        headers: { ...companyHeader(companyId), Accept: 'application/pdf' },
        responseType: 'blob',
      });
      saveFile(data, form1099NecFileName(year, contractorId));
    },
  });
}
