import { employeeSchema, terminationHeadersSchema } from '@paydesk/contracts';
import { companyHeaderSchema } from '@paydesk/api/http/company-header';
import { defineOperation } from '@paydesk/api/http/operation';
import { employeePolicies } from '../policies/employee-policy';
import type { EmployeeServices } from '../services';
import { companyOf, employeeIdParams } from './employee-params';

const headers = companyHeaderSchema.extend(terminationHeadersSchema.shape);

export const terminateEmployee = defineOperation<EmployeeServices>()({
  method: 'DELETE',
  url: '/api/employees/:id',
  policy: employeePolicies.manage,
  schema: {
    summary: 'Terminate the employee (records are never deleted)',
    description:
      'Refused with 409 while the employee is in an open draft or an approved payroll, unless Override-Current-Payroll: true takes them out of it.',
    headers,
    params: employeeIdParams,
    response: { 200: employeeSchema },
  },
  handle: ({ access, params, request }, employees) => {
    const parsed = terminationHeadersSchema.parse(request.headers);
    return employees.records.terminate(access, companyOf(request), params.id, {
      date: parsed['termination-date'],
      reason: parsed['termination-reason'],
      override: parsed['override-current-payroll'] === 'true',
    });
  },
});
