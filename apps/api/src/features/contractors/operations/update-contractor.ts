import { contractorSchema, updateContractorRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { contractorPolicies } from '../policies/contractor-policy';
import type { ContractorServices } from '../services';
import { contractorIdParams, namedCompanyOf, optionalCompanyHeaders } from './contractor-params';

export const updateContractor = defineOperation<ContractorServices>()({
  method: 'PATCH',
  url: '/api/contractors/:id',
  policy: contractorPolicies.manage,
  schema: {
    summary:
      'Change a contractor: the fields sent change; `backupWithholding` records an IRS notice',
    headers: optionalCompanyHeaders,
    params: contractorIdParams,
    body: updateContractorRequestSchema,
    response: { 200: contractorSchema },
  },
  handle: ({ access, params, body, request }, contractors) =>
    contractors.records.update(access, params.id, namedCompanyOf(request), body),
});
