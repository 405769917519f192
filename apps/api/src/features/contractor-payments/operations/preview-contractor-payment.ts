import {
  contractorPaymentPreviewSchema,
  createContractorPaymentRequestSchema,
} from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { contractorPaymentPolicies } from '../policies/contractor-payment-policy';
import type { ContractorPaymentServices } from '../services';
import { companyHeaders, companyOf } from './contractor-payment-params';

export const previewContractorPayment = defineOperation<ContractorPaymentServices>()({
  method: 'POST',
  url: '/api/contractor-payments/preview',
  policy: contractorPaymentPolicies.pay,
  schema: {
    summary: 'The lines a contractor payment run would approve, computed; writes nothing',
    headers: companyHeaders,
    body: createContractorPaymentRequestSchema,
    response: { 200: contractorPaymentPreviewSchema },
  },
  handle: ({ body, request }, { payments }) => payments.preview(companyOf(request), body),
});
