import {
  employeeTaxDocumentsSchema,
  w2FileName,
  type EmployeeTaxDocuments,
} from '@paydesk/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { saveFile } from '@web/shared/http/save-file';
import { yearEndKeys } from './year-end-keys';

// An employee's own W-2s, apart from the owner's year-end calls: the employee dashboard's card
// downloads these and none of the company's W-2 list, deposits, files or publication.

/** GET /employees/{id}/w2: the employee's published W-2s, newest first. */
export const useTaxDocuments = (companyId: string, employeeId: string) =>
  useQuery({
    queryKey: yearEndKeys.documents(employeeId),
    queryFn: async (): Promise<EmployeeTaxDocuments> =>
      (
        await apiRequest(`/employees/${encodeURIComponent(employeeId)}/w2`, {
          headers: companyHeader(companyId),
          schema: employeeTaxDocumentsSchema,
        })
      ).data,
  });

/** Downloads an employee's W-2 copies B, C and 2 as a PDF. */
export function useDownloadW2(companyId: string) {
  return useMutation({
    mutationFn: async ({ employeeId, year }: { employeeId: string; year: number }) => {
      const { data } = await apiRequest<Blob>(
        `/employees/${encodeURIComponent(employeeId)}/w2/${year}/file`,
        {
          headers: { ...companyHeader(companyId), Accept: 'application/pdf' },
          responseType: 'blob',
        },
      );
      saveFile(data, w2FileName(year));
    },
  });
}
