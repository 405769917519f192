import { taxLiabilityListSchema, taxLiabilityQuerySchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { taxFilingPolicies } from '../policies/tax-filing-policy';
import type { TaxFilingsServices } from '../services';
import { companyHeaders, companyIdParams } from './tax-filing-params';

export const listTaxLiabilities = defineOperation<TaxFilingsServices>()({
  method: 'GET',
  url: '/api/companies/:id/tax-liabilities',
  policy: taxFilingPolicies.read,
  schema: {
    summary:
      'What each committed payroll paid from `from` to `to` owes each agency, per tax, from its issued stubs',
    description:
      'Pay dates, both inclusive, at most 366 days. One item per payroll, agency (`irs`, `state:XX`, `local:ID`) and tax; the IRS deposit due dates are a monthly depositor’s, other agencies’ are null.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: taxLiabilityQuerySchema,
    response: { 200: taxLiabilityListSchema },
  },
  handle: async ({ params, query }, { liabilities }) => ({
    items: await liabilities.list(params.id, query),
  }),
});
