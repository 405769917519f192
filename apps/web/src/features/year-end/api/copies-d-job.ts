import { headerNames, jobAcceptedSchema } from '@paydesk/contracts';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { newRequestKey } from '@web/shared/jobs';

/**
 * POST /companies/{id}/w2/file/job?year=: starts the job that draws copy D of every W-2 of the
 * year into one PDF (the GET's file, which the server refuses to draw in one request for a large
 * company); answers the job's id. The key makes a retried request the same job.
 */
export async function requestCopiesDJob(companyId: string, year: number): Promise<string> {
  const { data } = await apiRequest(
    `/companies/${encodeURIComponent(companyId)}/w2/file/job?year=${year}`,
    {
      method: 'POST',
      headers: { ...companyHeader(companyId), [headerNames.idempotencyKey]: newRequestKey() },
      schema: jobAcceptedSchema,
    },
  );
  return data.jobId;
}
