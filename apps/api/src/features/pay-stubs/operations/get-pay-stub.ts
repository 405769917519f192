import { payStubSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payStubPolicies } from '../policies/pay-stub-policy';
import type { PayStubServices } from '../services';
import { holderHeaders, holderOf, idParams } from './pay-stub-params';

export const getPayStub = defineOperation<PayStubServices>()({
  method: 'GET',
  url: '/api/pay-stubs/:id',
  policy: payStubPolicies.read,
  schema: {
    summary: 'The whole pay stub, its year-to-date figures counting only issued payments',
    headers: holderHeaders,
    params: idParams,
    response: { 200: payStubSchema },
  },
  handle: ({ params, request }, { stubs }) => stubs.get(holderOf(request), params.id),
});
