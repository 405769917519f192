import { payrollSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payrollPolicies } from '../../policies/payroll-policy';
import type { PayrollServices } from '../../services';
import { companyHeaders, companyOf, idParams } from '../../policies/payroll-params';

export const getPayroll = defineOperation<PayrollServices>()({
  method: 'GET',
  url: '/api/payrolls/:id',
  policy: payrollPolicies.read,
  schema: {
    summary: 'One payroll with its payments',
    headers: companyHeaders,
    params: idParams,
    response: { 200: payrollSchema },
  },
  handle: ({ params, request }, { payrolls }) => payrolls.get(companyOf(request), params.id),
});
