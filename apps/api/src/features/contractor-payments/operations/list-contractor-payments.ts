import {
  CONTRACTOR_PAYMENT_PAGE_SIZE,
  contractorPaymentListItemSchema,
  contractorPaymentListQuerySchema,
  contractorPaymentSchema,
  pageOf,
} from '@paydesk/contracts';
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
    querystring: contractorPaymentListQuerySchema,
    response: { 200: pageOf(contractorPaymentSchema) },
  },
  handle: async ({ access, params, query, request, reply }, { payments }) => {
    const page = await payments.page(
      access,
      { companyId: params.id, ...query },
      readPageRequest(request, CONTRACTOR_PAYMENT_PAGE_SIZE),
    );
    return sendPage(reply, page, (item) => item);
  },
});

export const listAllContractorPayments = defineOperation<ContractorPaymentServices>()({
  method: 'GET',
  url: '/api/contractor-payments',
  policy: contractorPaymentPolicies.list,
  paged: true,
  schema: {
    summary:
      'Contractor payment runs of every company in the caller’s scope, newest pay date first; `status=approved` the ones an ACH file can pay',
    querystring: contractorPaymentListQuerySchema,
    response: { 200: pageOf(contractorPaymentListItemSchema) },
  },
  handle: async ({ access, query, request, reply }, { payments }) => {
    const page = await payments.page(
      access,
      query,
      readPageRequest(request, CONTRACTOR_PAYMENT_PAGE_SIZE),
    );
    return sendPage(reply, page, (item) => item);
  },
});
