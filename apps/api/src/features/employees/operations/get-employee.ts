import { employeeSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { employeePolicies } from '../policies/employee-policy';
import type { EmployeeServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './employee-params';

export const getEmployee = defineOperation<EmployeeServices>()({
  method: 'GET',
  url: '/api/employees/:id',
  policy: employeePolicies.read,
  schema: {
    summary: 'One employee, with onboarding steps and what would block paying them',
    headers: companyHeaders,
    params: employeeIdParams,
    response: { 200: employeeSchema },
  },
  handle: ({ params, request }, employees) => employees.records.get(companyOf(request), params.id),
});
