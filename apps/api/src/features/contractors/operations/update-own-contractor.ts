import { contractorSchema, updateOwnContractorRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { contractorPolicies } from '../policies/contractor-policy';
import type { ContractorServices } from '../services';

export const updateOwnContractor = defineOperation<ContractorServices>()({
  method: 'PATCH',
  url: '/api/me/contractor',
  policy: contractorPolicies.own,
  schema: {
    summary:
      'The contractor completes their W-9: names, address, the TIN while none is on file, how they are paid',
    body: updateOwnContractorRequestSchema,
    response: { 200: contractorSchema },
  },
  handle: ({ access, body }, contractors) => contractors.own.update(access, body),
});
