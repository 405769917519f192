import { remittanceListSchema, remittanceQuerySchema } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { remittancePolicies } from '../policies/deduction-policy';
import type { DeductionServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './deduction-params';

export const listRemittances = defineOperation<DeductionServices>()({
  method: 'GET',
  url: '/api/payrolls/:id/remittances',
  policy: remittancePolicies.read,
  schema: {
    summary:
      'What the payroll makes the company send to plan providers and garnishment payees, from its issued stubs; ?format=csv as text/csv',
    headers: companyHeaders,
    params: employeeIdParams,
    querystring: remittanceQuerySchema,
    response: { 200: z.union([remittanceListSchema, z.string().describe('text/csv')]) },
  },
  handle: async ({ params, query, request, reply }, { remittances }) => {
    const companyId = companyOf(request);
    if (query.format === 'csv') {
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="remittances-${params.id}.csv"`)
        .send(await remittances.csv(companyId, params.id));
    }
    return remittances.list(companyId, params.id);
  },
});
