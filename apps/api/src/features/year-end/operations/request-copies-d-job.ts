import { jobAcceptedSchema, w2QuerySchema } from '@paydesk/contracts';
import { acceptedJob, requestKeyOf } from '@paydesk/api/http/job-requests';
import { defineOperation } from '@paydesk/api/http/operation';
import { yearEndPolicies } from '../policies/year-end-policy';
import type { YearEndServices } from '../services';
import { companyHeaders, companyIdParams } from './year-end-params';

export const requestCopiesDJob = defineOperation<YearEndServices>()({
  method: 'POST',
  url: '/api/companies/:id/w2/file/job',
  policy: yearEndPolicies.company,
  schema: {
    summary: 'Copy D of every W-2 of a year as one PDF, made by a job with progress per employee',
    description:
      'Answers 202 {jobId} (Location /api/jobs/{jobId}); when the job has succeeded, GET /api/jobs/{jobId}/file is the PDF of `GET /companies/{id}/w2/file`, downloadable by whoever asked for it only (an owner’s copy carries each full SSN). Any size of company; the GET answers 409 job.required above W2_BATCH_JOB_THRESHOLD (500) W-2s. 404 for a year without wages. An Idempotency-Key sent again, or the same request while its job runs, answers the same job.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: w2QuerySchema,
    response: { 202: jobAcceptedSchema },
  },
  handle: async ({ params, query, access, request, reply }, { copiesDJobs }) => {
    const jobId = await copiesDJobs.request(access, params.id, query.year, requestKeyOf(request));
    return acceptedJob(reply, jobId);
  },
});
