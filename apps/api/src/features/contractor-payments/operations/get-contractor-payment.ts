import { contractorPaymentSchema, voidContractorPaymentRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { contractorPaymentPolicies } from '../policies/contractor-payment-policy';
import type { ContractorPaymentServices } from '../services';
import { idParams } from './contractor-payment-params';

export const getContractorPayment = defineOperation<ContractorPaymentServices>()({
  method: 'GET',
  url: '/api/contractor-payments/:id',
  policy: contractorPaymentPolicies.readOne,
  schema: {
    summary: 'One contractor payment run with its lines and their status',
    params: idParams,
    response: { 200: contractorPaymentSchema },
  },
  handle: ({ access, params }, { payments }) => payments.get(access, params.id),
});

export const voidContractorPayment = defineOperation<ContractorPaymentServices>()({
  method: 'POST',
  url: '/api/contractor-payments/:id/void',
  policy: contractorPaymentPolicies.void,
  schema: {
    summary: 'Void a contractor payment run that is in no ACH file yet',
    description:
      'Its lines leave the 1099-NEC. 409 naming the ACH file once it is in one; 409 for a stale version.',
    params: idParams,
    body: voidContractorPaymentRequestSchema,
    response: { 200: contractorPaymentSchema },
  },
  handle: ({ access, params, body }, { payments }) =>
    payments.void(access, params.id, body.version),
});
