import { createDeductionRequestSchema, deductionSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { deductionPolicies } from '../policies/deduction-policy';
import type { DeductionServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './deduction-params';

export const createDeduction = defineOperation<DeductionServices>()({
  method: 'POST',
  url: '/api/employees/:id/deductions',
  policy: deductionPolicies.manage,
  schema: {
    summary: 'Add a deduction taken from every paycheck from its start date to its end date',
    headers: companyHeaders,
    params: employeeIdParams,
    body: createDeductionRequestSchema,
    response: { 201: deductionSchema },
  },
  handle: async ({ access, params, body, request, reply }, { deductions }) =>
    reply.status(201).send(await deductions.create(access, companyOf(request), params.id, body)),
});
