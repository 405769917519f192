import { contractorPaymentSchema, createContractorPaymentRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { contractorPaymentPolicies } from '../policies/contractor-payment-policy';
import type { ContractorPaymentServices } from '../services';
import { companyHeaders, companyOf } from './contractor-payment-params';

export const createContractorPayment = defineOperation<ContractorPaymentServices>()({
  method: 'POST',
  url: '/api/contractor-payments',
  policy: contractorPaymentPolicies.pay,
  schema: {
    summary: 'Approve a contractor payment run: a pay date and one line per contractor',
    description:
      'Backup withholding (24% of the amount, never of the reimbursement, rounded half up to the cent) applies to contractors under it; net = amount − withholding + reimbursement. 404 for a contractor of another company, 422 for a pay date in the past or on a bank holiday, an inactive contractor, a direct deposit without an account.',
    headers: companyHeaders,
    body: createContractorPaymentRequestSchema,
    response: { 201: contractorPaymentSchema },
  },
  handle: async ({ access, body, request, reply }, { payments }) =>
    reply.status(201).send(await payments.create(access, companyOf(request), body)),
});
