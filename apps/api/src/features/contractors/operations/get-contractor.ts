import { contractorSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { contractorPolicies } from '../policies/contractor-policy';
import type { ContractorServices } from '../services';
import { contractorIdParams, namedCompanyOf, optionalCompanyHeaders } from './contractor-params';

export const getContractor = defineOperation<ContractorServices>()({
  method: 'GET',
  url: '/api/contractors/:id',
  policy: contractorPolicies.read,
  schema: {
    summary: 'One contractor, the TIN masked',
    headers: optionalCompanyHeaders,
    params: contractorIdParams,
    response: { 200: contractorSchema },
  },
  handle: ({ access, params, request }, contractors) =>
    contractors.records.get(access, params.id, namedCompanyOf(request)),
});
