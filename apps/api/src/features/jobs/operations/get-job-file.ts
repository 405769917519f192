import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { jobPolicies } from '../policies/job-policy';
import type { JobServices } from '../services';
import { idParams } from './job-params';

export const getJobFile = defineOperation<JobServices>()({
  method: 'GET',
  url: '/api/jobs/:id/file',
  policy: jobPolicies.read,
  schema: {
    summary: 'The file a succeeded job made (all stubs of a payroll as a ZIP)',
    params: idParams,
    response: { 200: z.string().describe('the file, with its media type') },
  },
  handle: async ({ access, params, reply }, { jobs }) => {
    const file = await jobs.file(access, params.id);
    return reply
      .type(file.mediaType)
      .header('Content-Disposition', `attachment; filename="${file.name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.content));
  },
});
