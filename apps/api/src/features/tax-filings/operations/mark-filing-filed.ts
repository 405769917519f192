import { filingMarkSchema, filingSchema, markableFilingFormSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { taxFilingPolicies } from '../policies/tax-filing-policy';
import type { TaxFilingsServices } from '../services';
import { companyHeaders, companyIdParams } from './tax-filing-params';

const formParams = companyIdParams.extend({ form: markableFilingFormSchema });

export const markFilingFiled = defineOperation<TaxFilingsServices>()({
  method: 'POST',
  url: '/api/companies/:id/filings/:form/filed',
  policy: taxFilingPolicies.record,
  schema: {
    summary: 'Mark a return filed: Form 941 or 940, or a state return, and the day it was filed',
    description:
      '`:form` is `941`, `940`, `state_withholding` or `state_unemployment`; the body names the period (`2026Q4`, or `2026` for Form 940), the day filed and, for a state return, its `state`. A return not in the year’s list is 404; one whose period has not ended is 409; a day before the period’s end or after today is 400. Marking again replaces the day. The answer is the return as the list shows it, `status: filed`.',
    headers: companyHeaders,
    params: formParams,
    body: filingMarkSchema,
    response: { 200: filingSchema },
  },
  handle: ({ access, params, body }, { filingStatuses }) =>
    filingStatuses.markFiled(access, params.id, params.form, body),
});
