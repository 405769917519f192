import {
  companyW2sSchema,
  efw2FileName,
  w2PublicationSchema,
  type W2Publication,
  taxDepositListSchema,
  w2CopiesDFileName,
  w3FileName,
  type CompanyW2s,
  type TaxDepositList,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { saveFile } from '@web/shared/http/save-file';
import { yearEndKeys } from './year-end-keys';

const companyPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}`;

/** GET /companies/{id}/w2?year: every W-2, the W-3 and its reconciliation with the 941s. */
export const useCompanyW2s = (companyId: string, year: number) =>
  useQuery({
    queryKey: yearEndKeys.w2s(companyId, year),
    queryFn: async (): Promise<CompanyW2s> =>
      (
        await apiRequest(`${companyPath(companyId)}/w2?year=${year}`, {
          headers: companyHeader(companyId),
          schema: companyW2sSchema,
        })
      ).data,
  });

/** GET /companies/{id}/tax-deposits?year: which federal deposits are not recorded as paid. */
export const useYearDeposits = (companyId: string, year: number) =>
  useQuery({
    queryKey: yearEndKeys.deposits(companyId, year),
    queryFn: async (): Promise<TaxDepositList> =>
      (
        await apiRequest(`${companyPath(companyId)}/tax-deposits?year=${year}`, {
          headers: companyHeader(companyId),
          schema: taxDepositListSchema,
        })
      ).data,
  });

/** Downloads the SSA's EFW2 file under the contract's name (`w2-{year}-{companyId}.txt`). */
export function useDownloadEfw2(companyId: string) {
  return useMutation({
    mutationFn: async (year: number) => {
      const { data } = await apiRequest<Blob>(`${companyPath(companyId)}/w2/efw2?year=${year}`, {
        headers: { ...companyHeader(companyId), Accept: 'text/plain' },
        responseType: 'blob',
      });
      saveFile(data, efw2FileName(year, companyId));
    },
  });
}

/** Downloads the employer's PDF of a year: copy D of every W-2, or Form W-3. */
export function useDownloadEmployerForm(companyId: string) {
  return useMutation({
    mutationFn: async ({ form, year }: { form: 'copyD' | 'w3'; year: number }) => {
      const path = form === 'copyD' ? 'w2/file' : 'w3/file';
      const { data } = await apiRequest<Blob>(`${companyPath(companyId)}/${path}?year=${year}`, {
        headers: { ...companyHeader(companyId), Accept: 'application/pdf' },
        responseType: 'blob',
      });
      saveFile(
        data,
        form === 'copyD' ? w2CopiesDFileName(year, companyId) : w3FileName(year, companyId),
      );
    },
  });
}

/** POST /companies/{id}/w2/publish: the employees may now read the year's W-2s (and are mailed). */
export function usePublishW2s(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (year: number): Promise<W2Publication> =>
      (
        await apiRequest(`${companyPath(companyId)}/w2/publish`, {
          method: 'POST',
          body: { year },
          headers: companyHeader(companyId),
          schema: w2PublicationSchema,
        })
      ).data,
    onSuccess: (_published, year) =>
      client.invalidateQueries({ queryKey: yearEndKeys.w2s(companyId, year) }),
  });
}
