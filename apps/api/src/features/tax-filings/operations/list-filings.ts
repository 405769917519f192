import { filingListQuerySchema, filingListSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { taxFilingPolicies } from '../policies/tax-filing-policy';
import type { TaxFilingsServices } from '../services';
import { companyHeaders, companyIdParams } from './tax-filing-params';

export const listFilings = defineOperation<TaxFilingsServices>()({
  method: 'GET',
  url: '/api/companies/:id/filings',
  policy: taxFilingPolicies.read,
  schema: {
    summary: 'The returns of a year: Form 941 for each quarter, Form 940 and the state returns',
    description:
      'Each with its period, due date, state (null for a federal return) and status: `open` while the period runs, `ready` once it has ended, `filed` once marked filed (with `filedOn`). State withholding returns and unemployment wage reports are listed by quarter for each state the year’s stubs paid in.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: filingListQuerySchema,
    response: { 200: filingListSchema },
  },
  handle: async ({ params, query }, { filingStatuses }) => ({
    items: await filingStatuses.list(params.id, Number(query.year)),
  }),
});
