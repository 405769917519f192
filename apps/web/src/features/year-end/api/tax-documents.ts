import { employeeTaxDocumentsSchema, type EmployeeTaxDocuments } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { yearEndKeys } from './year-end-keys';

// An employee's own W-2s, apart from the owner's year-end calls: the employee dashboard's card
// downloads these (and their files through download-w2.ts) and none of the company's W-2 list, deposits, files or publication.

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
