import { efw2FileName, w2QuerySchema } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { yearEndPolicies } from '../policies/year-end-policy';
import type { YearEndServices } from '../services';
import { companyHeaders, companyIdParams } from './year-end-params';

export const getEfw2File = defineOperation<YearEndServices>()({
  method: 'GET',
  url: '/api/companies/:id/w2/efw2',
  policy: yearEndPolicies.company,
  schema: {
    summary: 'The SSA’s EFW2 file of a year’s W-2s (RA, RE, RW per employee, RT, RF)',
    description:
      '512-character records, CR LF after each, checked by the EFW2 validator before it is sent; a failure is a 422 naming the record, the employee and the field. The submitter’s BSO user id and contact come from the configuration. An owner’s file carries each full SSN; anyone else’s zeros, as the format writes an unknown SSN.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: w2QuerySchema,
    response: { 200: z.string().describe('text/plain') },
  },
  handle: async ({ params, query, access, reply }, { yearEnd }) => {
    const text = await yearEnd.efw2(params.id, query.year, access.isOwner ? 'full' : 'none');
    return reply
      .type('text/plain; charset=us-ascii')
      .header(
        'Content-Disposition',
        `attachment; filename="${efw2FileName(query.year, params.id)}"`,
      )
      .header('Cache-Control', 'private, no-store')
      .send(text);
  },
});
