import {
  filingListSchema,
  filingSchema,
  form940FileName,
  form941FileName,
  markableFilingForms,
  type Filing,
  type FilingMark,
  type MarkableFilingForm,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { saveFile } from '@web/shared/http/save-file';
import { taxFilingKeys } from './tax-filing-keys';

const filingsPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/filings`;

/** GET /companies/{id}/filings?year: the year's Forms 941 (by quarter) and 940, and the states'. */
export async function listFilings(companyId: string, year: number): Promise<Filing[]> {
  const { data } = await apiRequest(`${filingsPath(companyId)}?year=${year}`, {
    headers: companyHeader(companyId),
    schema: filingListSchema,
  });
  return data.items;
}

export const useFilings = (companyId: string, year: number) =>
  useQuery({
    queryKey: taxFilingKeys.filings(companyId, year),
    queryFn: () => listFilings(companyId, year),
  });

/** The forms the server draws as a PDF. */
export const downloadableForms = ['941', '940'] as const;
export type DownloadableForm = (typeof downloadableForms)[number];

export const isDownloadable = (filing: Filing): filing is Filing & { form: DownloadableForm } =>
  (downloadableForms as readonly string[]).includes(filing.form);

/** The address of a form's PDF: Form 941 by quarter (`2026Q4`), Form 940 by year. */
export function filingFilePath(companyId: string, filing: Filing & { form: DownloadableForm }) {
  const query = filing.form === '941' ? `quarter=${filing.period}` : `year=${filing.period}`;
  return `${filingsPath(companyId)}/${filing.form}/file?${query}`;
}

/** The contract's names: 941-2026Q4.pdf, 940-2026.pdf. */
export const filingFileName = (filing: Filing & { form: DownloadableForm }) =>
  filing.form === '941' ? form941FileName(filing.period) : form940FileName(filing.period);

/** Downloads a form's PDF and saves it under the contract's name. */
export function useDownloadFiling(companyId: string) {
  return useMutation({
    mutationFn: async (filing: Filing & { form: DownloadableForm }) => {
      const { data } = await apiRequest<Blob>(filingFilePath(companyId, filing), {
        headers: { ...companyHeader(companyId), Accept: 'application/pdf' },
        responseType: 'blob',
      });
      saveFile(data, filingFileName(filing));
    },
  });
}

export const isMarkable = (filing: Filing): filing is Filing & { form: MarkableFilingForm } =>
  (markableFilingForms as readonly string[]).includes(filing.form);

/** POST …/filings/{form}/filed; the list is read again, the return's status changes. */
export function useMarkFilingFiled(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      filing,
      filedOn,
    }: {
      filing: Filing & { form: MarkableFilingForm };
      filedOn: string;
    }) => {
      const body: FilingMark = {
        period: filing.period,
        filedOn,
        ...(filing.state ? { state: filing.state } : {}),
      };
      const { data } = await apiRequest(`${filingsPath(companyId)}/${filing.form}/filed`, {
        method: 'POST',
        body,
        headers: companyHeader(companyId),
        schema: filingSchema,
      });
      return data;
    },
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...taxFilingKeys.all, companyId, 'filings'] }),
  });
}
