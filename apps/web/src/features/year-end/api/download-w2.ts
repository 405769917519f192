import { w2FileName } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { saveFile } from '@web/shared/http/save-file';

// Apart from the W-2 reads: the employee dashboard's card fetches this file at the first press of
// a Download, so its first download holds neither this call nor the mutation machinery.

/** GET /employees/{id}/w2/{year}/file: saves the employee's W-2 copies B, C and 2 as a PDF. */
export async function downloadW2(companyId: string, employeeId: string, year: number) {
  const { data } = await apiRequest<Blob>(
    `/employees/${encodeURIComponent(employeeId)}/w2/${year}/file`,
    {
      headers: { ...companyHeader(companyId), Accept: 'application/pdf' },
      responseType: 'blob',
    },
  );
  saveFile(data, w2FileName(year));
}

/** Downloads an employee's W-2 copies B, C and 2 as a PDF. */
export function useDownloadW2(companyId: string) {
  return useMutation({
    mutationFn: ({ employeeId, year }: { employeeId: string; year: number }) =>
      downloadW2(companyId, employeeId, year),
  });
}
