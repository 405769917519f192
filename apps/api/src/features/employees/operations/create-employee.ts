import { createEmployeeRequestSchema, employeeSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readerLocaleOf } from '@paydesk/api/http/reader-locale';
import { employeePolicies } from '../policies/employee-policy';
import type { EmployeeServices } from '../services';
import { companyHeaders, companyOf } from './employee-params';

export const createEmployee = defineOperation<EmployeeServices>()({
  method: 'POST',
  url: '/api/employees',
  policy: employeePolicies.create,
  schema: {
    summary:
      'Add an employee to the company named by Company-ID and mail their invitation, in the language of Accept-Language',
    headers: companyHeaders,
    body: createEmployeeRequestSchema,
    response: { 201: employeeSchema },
  },
  handle: async ({ access, body, request, reply }, employees) =>
    reply
      .status(201)
      .send(
        await employees.records.create(
          access,
          companyOf(request),
          body,
          readerLocaleOf(request.headers['accept-language']).language,
        ),
      ),
});
