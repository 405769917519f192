import { headerNames, jobAcceptedSchema } from '@paydesk/contracts';
import { apiRequest } from '@web/shared/http/http-client';
import { newRequestKey } from '@web/shared/jobs';

/**
 * POST /payrolls/{id}/pay-stubs/archive: starts the job that puts every issued stub of the
 * payroll in one ZIP, the PDFs in the language chosen in the app; answers the job's id.
 */
export async function requestStubArchive(payrollId: string, language: string): Promise<string> {
  const { data } = await apiRequest(
    `/payrolls/${encodeURIComponent(payrollId)}/pay-stubs/archive`,
    {
      method: 'POST',
      headers: { 'Accept-Language': language, [headerNames.idempotencyKey]: newRequestKey() },
      schema: jobAcceptedSchema,
    },
  );
  return data.jobId;
}
