import { createGarnishmentRequestSchema, garnishmentSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { garnishmentPolicies } from '../policies/deduction-policy';
import type { DeductionServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './deduction-params';

export const createGarnishment = defineOperation<DeductionServices>()({
  method: 'POST',
  url: '/api/employees/:id/garnishments',
  policy: garnishmentPolicies.manage,
  schema: {
    summary: 'Enter a court or agency order; it is received today and withheld after taxes',
    headers: companyHeaders,
    params: employeeIdParams,
    body: createGarnishmentRequestSchema,
    response: { 201: garnishmentSchema },
  },
  handle: async ({ access, params, body, request, reply }, { garnishments }) =>
    reply.status(201).send(await garnishments.create(access, companyOf(request), params.id, body)),
});
