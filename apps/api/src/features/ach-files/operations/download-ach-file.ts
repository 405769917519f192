import { achFileName } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { achFilePolicies } from '../policies/ach-file-policy';
import type { AchFileServices } from '../services';

export const downloadAchFile = defineOperation<AchFileServices>()({
  method: 'GET',
  url: '/api/payments/ach/files/:id',
  policy: achFilePolicies.read,
  schema: {
    summary: 'The NACHA file (text/plain), as an attachment',
    params: z.object({ id: z.string().min(1).max(64) }),
    response: { 200: z.string().describe('text/plain NACHA file') },
  },
  handle: async ({ access, params, reply }, { files }) => {
    const text = await files.download(access, params.id);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${achFileName(params.id)}"`)
      .header('Cache-Control', 'no-store')
      .send(text);
  },
});
