import { contractorSchema, createContractorRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { contractorPolicies } from '../policies/contractor-policy';
import type { ContractorServices } from '../services';
import { companyHeaders, companyOf } from './contractor-params';

export const createContractor = defineOperation<ContractorServices>()({
  method: 'POST',
  url: '/api/contractors',
  policy: contractorPolicies.create,
  schema: {
    summary:
      'Add a contractor (a person or a business paid on a 1099-NEC) to the company named by Company-ID',
    headers: companyHeaders,
    body: createContractorRequestSchema,
    response: { 201: contractorSchema },
  },
  handle: async ({ access, body, request, reply }, contractors) =>
    reply.status(201).send(await contractors.records.create(access, companyOf(request), body)),
});
