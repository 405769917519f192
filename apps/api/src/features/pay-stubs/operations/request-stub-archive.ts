import { jobAcceptedSchema } from '@paydesk/contracts';
import { z } from 'zod';
import { acceptedJob, requestKeyOf } from '@paydesk/api/http/job-requests';
import { defineOperation } from '@paydesk/api/http/operation';
import { payStubPolicies } from '../policies/pay-stub-policy';
import type { PayStubServices } from '../services';

export const requestStubArchive = defineOperation<PayStubServices>()({
  method: 'POST',
  url: '/api/payrolls/:id/pay-stubs/archive',
  policy: payStubPolicies.archive,
  schema: {
    summary: 'Every issued stub of the payroll as one ZIP of PDFs, made by a job',
    description:
      'Answers 202 {jobId} (Location /api/jobs/{jobId}); when the job has succeeded, GET /api/jobs/{jobId}/file is the ZIP. The PDFs are in the language of Accept-Language. An Idempotency-Key sent again, or a job of this payroll still running, answers the same job.',
    params: z.object({ id: z.string().min(1).max(64) }),
    response: { 202: jobAcceptedSchema },
  },
  handle: async ({ access, params, request, reply }, { archives }) => {
    const jobId = await archives.request(
      access,
      params.id,
      request.headers['accept-language'],
      requestKeyOf(request),
    );
    return acceptedJob(reply, jobId);
  },
});
