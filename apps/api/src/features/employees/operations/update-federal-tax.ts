import { employeeSchema, federalTaxRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { employeePolicies } from '../policies/employee-policy';
import type { EmployeeServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './employee-params';

export const updateFederalTax = defineOperation<EmployeeServices>()({
  method: 'PUT',
  url: '/api/employees/:id/federal-tax',
  policy: employeePolicies.read,
  schema: {
    summary: 'Replace the federal W-4 (2020 or 2019 form)',
    headers: companyHeaders,
    params: employeeIdParams,
    body: federalTaxRequestSchema,
    response: { 200: employeeSchema },
  },
  handle: ({ access, params, body, request }, employees) => {
    const { version, ...w4 } = body;
    return employees.records.updateFederalTax(access, companyOf(request), params.id, w4, version);
  },
});
