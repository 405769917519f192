import { employeeSchema, employmentDetailsRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { employeePolicies } from '../policies/employee-policy';
import type { EmployeeServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './employee-params';

export const updateEmploymentDetails = defineOperation<EmployeeServices>()({
  method: 'PUT',
  url: '/api/employees/:id/employment-details',
  policy: employeePolicies.manage,
  schema: {
    summary: 'Replace the job, the pay and the payment method (the employer only)',
    headers: companyHeaders,
    params: employeeIdParams,
    body: employmentDetailsRequestSchema,
    response: { 200: employeeSchema },
  },
  handle: ({ access, params, body, request }, employees) =>
    employees.records.updateEmployment(access, companyOf(request), params.id, body),
});
