import { patchPayrollRequestSchema, payrollSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payrollPolicies } from '../../policies/payroll-policy';
import type { PayrollServices } from '../../services';
import { companyHeaders, companyOf, idParams } from '../../policies/payroll-params';

export const patchPayroll = defineOperation<PayrollServices>()({
  method: 'PATCH',
  url: '/api/payrolls/:id',
  policy: payrollPolicies.run,
  schema: {
    summary: 'Cancel, move the pay date or set the memo of an approved payroll',
    headers: companyHeaders,
    params: idParams,
    body: patchPayrollRequestSchema,
    response: { 200: payrollSchema },
  },
  handle: ({ access, params, body, request }, { payrolls }) =>
    payrolls.patch(access, companyOf(request), params.id, body),
});
