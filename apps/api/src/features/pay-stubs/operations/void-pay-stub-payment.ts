import { payStubSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payStubPolicies } from '../policies/pay-stub-policy';
import type { PayStubServices } from '../services';
import { holderOf, idParams, voidHeaders } from './pay-stub-params';

export const voidPayStubPayment = defineOperation<PayStubServices>()({
  method: 'DELETE',
  url: '/api/pay-stubs/:id/payments',
  policy: payStubPolicies.void,
  schema: {
    summary: 'Void the stub’s payment while its payroll is approved; Pay-Date must be its pay date',
    headers: voidHeaders,
    params: idParams,
    response: { 200: payStubSchema },
  },
  handle: ({ access, params, request }, { stubs }) =>
    stubs.voidPayment(
      access,
      holderOf(request),
      params.id,
      String(request.headers['pay-date'] ?? ''),
    ),
});
