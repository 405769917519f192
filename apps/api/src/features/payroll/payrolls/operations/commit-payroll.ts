import { commitPayrollRequestSchema, jobAcceptedSchema, payrollSchema } from '@paydesk/contracts';
import { acceptedJob, requestKeyOf } from '@paydesk/api/http/job-requests';
import { defineOperation } from '@paydesk/api/http/operation';
import { payrollPolicies } from '../../policies/payroll-policy';
import type { PayrollServices } from '../../services';
import { companyHeaders, companyOf } from '../../policies/payroll-params';

export const commitPayroll = defineOperation<PayrollServices>()({
  method: 'POST',
  url: '/api/payrolls',
  policy: payrollPolicies.run,
  schema: {
    summary: 'Commit a draft (once: the same draft again answers 200 with the same payroll)',
    description:
      'Checks readiness first (422 with one errors[] entry per failing check). With payrollId, the draft replaces that approved payroll’s content and stubs. A draft of more lines than PAYROLL_COMMIT_JOB_THRESHOLD (500) is committed as a job: 202 {jobId} with Location /api/jobs/{jobId}, whose result names the payroll (its error, the 422 or 409 the commit met). An Idempotency-Key sent again answers the same job.',
    headers: companyHeaders,
    body: commitPayrollRequestSchema,
    response: { 201: payrollSchema, 200: payrollSchema, 202: jobAcceptedSchema },
  },
  handle: async ({ access, body, request, reply }, { commitJobs }) => {
    const answer = await commitJobs.commitOrQueue(
      access,
      companyOf(request),
      body,
      requestKeyOf(request),
    );
    if ('jobId' in answer) return acceptedJob(reply, answer.jobId);
    return reply.status(answer.created ? 201 : 200).send(answer.payroll);
  },
});
