import { employeeSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readerLocaleOf } from '@paydesk/api/http/reader-locale';
import { employeePolicies } from '../policies/employee-policy';
import type { EmployeeServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './employee-params';

export const resendInvitation = defineOperation<EmployeeServices>()({
  method: 'POST',
  url: '/api/employees/:id/invitation',
  policy: employeePolicies.manage,
  schema: {
    summary:
      'Mail a new set-password link (valid 7 days) in the language of Accept-Language and withdraw the older ones',
    headers: companyHeaders,
    params: employeeIdParams,
    response: { 200: employeeSchema },
  },
  handle: ({ access, params, request }, employees) =>
    employees.records.resendInvitation(
      access,
      companyOf(request),
      params.id,
      readerLocaleOf(request.headers['accept-language']).language,
    ),
});
