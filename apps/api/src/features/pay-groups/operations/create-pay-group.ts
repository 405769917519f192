import { createPayGroupRequestSchema, payGroupSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payGroupPolicies } from '../policies/pay-group-policy';
import type { PayGroupServices } from '../services';
import { companyHeaders, companyOf } from './pay-group-params';

export const createPayGroup = defineOperation<PayGroupServices>()({
  method: 'POST',
  url: '/api/pay-groups',
  policy: payGroupPolicies.manage,
  schema: {
    summary: 'Create a pay group of the company named by Company-ID',
    headers: companyHeaders,
    body: createPayGroupRequestSchema,
    response: { 201: payGroupSchema },
  },
  handle: async ({ access, body, request, reply }, payGroups) =>
    reply.status(201).send(await payGroups.create(access, companyOf(request), body)),
});
