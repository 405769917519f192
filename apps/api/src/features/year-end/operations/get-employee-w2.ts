import {
  employeeTaxDocumentsSchema,
  employeeW2ParamsSchema,
  employeeW2Schema,
  w2FileName,
} from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { yearEndPolicies } from '../policies/year-end-policy';
import type { YearEndServices } from '../services';
import { employeeIdParams } from './year-end-params';

export const getEmployeeW2 = defineOperation<YearEndServices>()({
  method: 'GET',
  url: '/api/employees/:id/w2/:year',
  policy: yearEndPolicies.employee,
  schema: {
    summary: 'One employee’s W-2 of a year, with the employer of boxes b and c',
    description:
      'The employee reads their own once the owner published the year; owners their companies’ employees’; admins any. Anyone else, a year not yet published (for the employee) and a year without wages get a 404.',
    params: employeeW2ParamsSchema,
    response: { 200: employeeW2Schema },
  },
  handle: async ({ params, access }, { yearEnd }) =>
    (await yearEnd.employeeW2(access, params.id, params.year)).answer,
});

export const getEmployeeW2File = defineOperation<YearEndServices>()({
  method: 'GET',
  url: '/api/employees/:id/w2/:year/file',
  policy: yearEndPolicies.employee,
  schema: {
    summary: 'One employee’s W-2 as a PDF: copies B, C and 2, laid out like the form',
    description:
      'The figures of `GET /employees/{id}/w2/{year}`; the SSN truncated to its last four digits, as the employee’s copies may show it. The heading, its notes and each copy’s name are in the language of Accept-Language (en, fr, ro, zh; English otherwise); the form itself is in English. The same access and 404s.',
    params: employeeW2ParamsSchema,
    response: { 200: z.string().describe('application/pdf') },
  },
  handle: async ({ params, access, request, reply }, { yearEnd }) => {
    const pdf = await yearEnd.employeeW2File(
      access,
      params.id,
      params.year,
      request.headers['accept-language'],
    );
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${w2FileName(params.year)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  },
});

export const listEmployeeTaxDocuments = defineOperation<YearEndServices>()({
  method: 'GET',
  url: '/api/employees/:id/w2',
  policy: yearEndPolicies.employee,
  schema: {
    summary: 'The employee’s tax documents: their W-2 of each published year they were paid in',
    description:
      'Newest first; each year’s PDF is `GET /employees/{id}/w2/{year}/file`. The same access as one W-2: the employee their own, owners and admins as for the company.',
    params: employeeIdParams,
    response: { 200: employeeTaxDocumentsSchema },
  },
  handle: ({ params, access }, { w2Publications }) =>
    w2Publications.taxDocuments(access, params.id),
});
