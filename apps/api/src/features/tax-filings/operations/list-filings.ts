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
    summary: 'The federal returns of a year: Form 941 for each quarter and Form 940',
    description:
      'Each with its period, due date and status: `open` while the period runs, `ready` once it has ended. Filing a return is not recorded yet, so no return is `filed`.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: filingListQuerySchema,
    response: { 200: filingListSchema },
  },
  handle: async ({ query }, { filings }) => ({ items: filings.list(Number(query.year)) }),
});
