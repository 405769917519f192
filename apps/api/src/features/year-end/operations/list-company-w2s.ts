import { companyW2sSchema, w2QuerySchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { yearEndPolicies } from '../policies/year-end-policy';
import type { YearEndServices } from '../services';
import { companyHeaders, companyIdParams } from './year-end-params';

export const listCompanyW2s = defineOperation<YearEndServices>()({
  method: 'GET',
  url: '/api/companies/:id/w2',
  policy: yearEndPolicies.company,
  schema: {
    summary: 'Every employee’s W-2 of a year, the W-3 and its reconciliation with the four 941s',
    description:
      'Computed from the issued stubs of the committed payrolls paid in the year (terminated employees included), money in cents, boxes by their numbers. The reconciliation holds W-3 boxes 1–7 against the year’s Forms 941, each difference by quarter with the stubs that cause it.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: w2QuerySchema,
    response: { 200: companyW2sSchema },
  },
  handle: async ({ params, query }, { yearEnd }) => yearEnd.companyW2s(params.id, query.year),
});
