import { CONTRACTOR_PAYMENT_PAGE_SIZE, contractorPaymentSchema, pageOf } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest, sendPage } from '@paydesk/api/http/page-headers';
import { contractorPaymentPolicies } from '../policies/contractor-payment-policy';
import type { ContractorPaymentServices } from '../services';
import { companyHeaders, idParams } from './contractor-payment-params';

export const listContractorPayments = defineOperation<ContractorPaymentServices>()({
  method: 'GET',
  url: '/api/companies/:id/contractor-payments',
  policy: contractorPaymentPolicies.read,
  paged: true,
  schema: {
    summary: 'A company’s contractor payment runs, newest pay date first',
    headers: companyHeaders,
    params: idParams,
    response: { 200: pageOf(contractorPaymentSchema) },
  },
  handle: async ({ params, request, reply }, { payments }) => {
    const page = await payments.page(
      params.id,
      readPageRequest(request, CONTRACTOR_PAYMENT_PAGE_SIZE),
    );
    return sendPage(reply, page, (item) => item);
  },
});
