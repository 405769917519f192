import { jobSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { jobPolicies } from '../policies/job-policy';
import type { JobServices } from '../services';
import { idParams } from './job-params';

export const getJob = defineOperation<JobServices>()({
  method: 'GET',
  url: '/api/jobs/:id',
  policy: jobPolicies.read,
  schema: {
    summary: 'A job’s state and progress: queued → running (done of total) → succeeded | failed',
    description:
      'Poll it after a 202 until it is succeeded (its result names the payroll or the file) or failed (its error is the problem the call would have answered at once).',
    params: idParams,
    response: { 200: jobSchema },
  },
  handle: async ({ access, params, reply }, { jobs }) => {
    const job = await jobs.get(access, params.id);
    return reply.header('Cache-Control', 'no-store').send(job);
  },
});
