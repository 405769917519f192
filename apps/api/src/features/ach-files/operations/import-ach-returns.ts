import { achReturnsResultSchema } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { achFilePolicies } from '../policies/ach-file-policy';
import type { AchFileServices } from '../services';

/** A return file of 50,000 returns (two 95-byte lines each) fits. */
const RETURN_FILE_LIMIT_BYTES = 10 * 1024 * 1024;

export const importAchReturns = defineOperation<AchFileServices>()({
  method: 'POST',
  url: '/api/payments/ach/returns',
  policy: achFilePolicies.returns,
  // Fastify reads a text/plain body as a string; any other content type is a 415.
  bodyLimit: RETURN_FILE_LIMIT_BYTES,
  schema: {
    summary:
      'Import the bank’s return file (text/plain): returned payments fail, NOCs are reported',
    body: z.string().min(1, 'Send the bank’s return file as text/plain'),
    response: { 200: achReturnsResultSchema },
  },
  handle: ({ access, body }, { returns }) => returns.importReturns(access, body),
});
