import { myContractorPaymentsSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { contractorPaymentPolicies } from '../policies/contractor-payment-policy';
import type { ContractorPaymentServices } from '../services';

export const listMyContractorPayments = defineOperation<ContractorPaymentServices>()({
  method: 'GET',
  url: '/api/me/contractor-payments',
  policy: contractorPaymentPolicies.mine,
  schema: {
    summary: 'The signed-in contractor’s own payments, newest first',
    response: { 200: myContractorPaymentsSchema },
  },
  handle: ({ access }, { payments }) => payments.mine(access),
});
