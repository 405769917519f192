import { z } from 'zod';
import { taxDepositPaymentSchema, taxDepositSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyHeaders, companyIdParams } from '../../operations/tax-filing-params';
import { taxFilingPolicies } from '../../policies/tax-filing-policy';
import type { TaxFilingsServices } from '../../services';

const depositParams = companyIdParams.extend({ depositId: z.string().min(1).max(64) });

export const recordTaxDepositPayment = defineOperation<TaxFilingsServices>()({
  method: 'POST',
  url: '/api/companies/:id/tax-deposits/:depositId/payment',
  policy: taxFilingPolicies.record,
  schema: {
    summary: 'Record the EFTPS payment of a deposit: the day paid and the confirmation number',
    description:
      'Recording again replaces the payment. A deposit id not among the year’s computed deposits is 404; a payment date after today is 400.',
    headers: companyHeaders,
    params: depositParams,
    body: taxDepositPaymentSchema,
    response: { 200: taxDepositSchema },
  },
  handle: ({ access, params, body }, { deposits }) =>
    deposits.recordPayment(access, params.id, params.depositId, body),
});
