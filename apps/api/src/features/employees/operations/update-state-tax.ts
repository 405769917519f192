import { employeeSchema, stateTaxRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { employeePolicies } from '../policies/employee-policy';
import type { EmployeeServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './employee-params';

export const updateStateTax = defineOperation<EmployeeServices>()({
  method: 'PUT',
  url: '/api/employees/:id/state-tax',
  policy: employeePolicies.read,
  schema: {
    summary: 'Replace the work state’s withholding certificate, checked by that state’s rules',
    headers: companyHeaders,
    params: employeeIdParams,
    body: stateTaxRequestSchema,
    response: { 200: employeeSchema },
  },
  handle: ({ access, params, body, request }, employees) => {
    const { version, ...certificate } = body;
    return employees.records.updateStateTax(
      access,
      companyOf(request),
      params.id,
      certificate,
      version,
    );
  },
});
