import { employeeProfileRequestSchema, employeeSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { employeePolicies } from '../policies/employee-policy';
import type { EmployeeServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './employee-params';

export const updateProfile = defineOperation<EmployeeServices>()({
  method: 'PUT',
  url: '/api/employees/:id/profile',
  policy: employeePolicies.read,
  schema: {
    summary: 'Replace the identity and address; a left-out legalId keeps the stored one',
    headers: companyHeaders,
    params: employeeIdParams,
    body: employeeProfileRequestSchema,
    response: { 200: employeeSchema },
  },
  handle: ({ access, params, body, request }, employees) =>
    employees.records.updateProfile(access, companyOf(request), params.id, body),
});
