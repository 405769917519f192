import { contractorSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { contractorPolicies } from '../policies/contractor-policy';
import type { ContractorServices } from '../services';

export const getOwnContractor = defineOperation<ContractorServices>()({
  method: 'GET',
  url: '/api/me/contractor',
  policy: contractorPolicies.own,
  schema: {
    summary: 'The signed-in contractor’s own record, the TIN masked',
    response: { 200: contractorSchema },
  },
  handle: ({ access }, contractors) => contractors.own.get(access),
});
