import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { saveFile } from '@web/shared/http/save-file';
import { companyHeader } from '@web/shared/http/company-header';

/** The register's file name, as the server names it too (API.md). */
export const registerFileName = (payrollId: string) => `payroll-register-${payrollId}.csv`;

/**
 * GET /payrolls/{id}/register.csv: one row per employee with every figure, totals last, its
 * headings in the language chosen in the app (the browser's own Accept-Language would not be).
 */
export async function downloadRegister(
  companyId: string,
  payrollId: string,
  language: string,
): Promise<Blob> {
  const { data } = await apiRequest<Blob>(
    `/payrolls/${encodeURIComponent(payrollId)}/register.csv`,
    {
      headers: { ...companyHeader(companyId), Accept: 'text/csv', 'Accept-Language': language },
      responseType: 'blob',
    },
  );
  return data;
}

export function useDownloadRegister(companyId: string, payrollId: string, language: string) {
  return useMutation({
    mutationFn: () => downloadRegister(companyId, payrollId, language),
    onSuccess: (blob) => saveFile(blob, registerFileName(payrollId)),
  });
}
