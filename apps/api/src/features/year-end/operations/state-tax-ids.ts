import { putStateTaxIdsSchema, stateTaxIdsSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { yearEndPolicies } from '../policies/year-end-policy';
import type { YearEndServices } from '../services';
import { companyHeaders, companyIdParams } from './year-end-params';

export const getStateTaxIds = defineOperation<YearEndServices>()({
  method: 'GET',
  url: '/api/companies/:id/state-tax-ids',
  policy: yearEndPolicies.company,
  schema: {
    summary: 'The employer’s state ID numbers (W-2 and W-3 box 15), one per state',
    description:
      'Each state’s withholding account number the company entered, with its version, by state code. Owners and admins.',
    headers: companyHeaders,
    params: companyIdParams,
    response: { 200: stateTaxIdsSchema },
  },
  handle: ({ params }, { stateTaxIds }) => stateTaxIds.list(params.id),
});

export const putStateTaxIds = defineOperation<YearEndServices>()({
  method: 'PUT',
  url: '/api/companies/:id/state-tax-ids',
  policy: yearEndPolicies.company,
  schema: {
    summary: 'Set, change or remove the employer’s state ID numbers of the states named',
    description:
      'Each item names a state (a US state or DC), its number (1–20 letters, digits and hyphens; null removes it) and the version read (0 for a state with none on file). States not named are left as they are. A stale version is a 409 and nothing changes. The W-2s and the W-3 print the numbers in box 15 from then on.',
    headers: companyHeaders,
    params: companyIdParams,
    body: putStateTaxIdsSchema,
    response: { 200: stateTaxIdsSchema },
  },
  handle: ({ access, params, body }, { stateTaxIds }) => stateTaxIds.put(access, params.id, body),
});
