import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { readerLocaleOf } from '@paydesk/api/http/reader-locale';
import { payrollPolicies } from '../../policies/payroll-policy';
import { registerWordingFor } from '../register-csv';
import type { PayrollServices } from '../../services';
import { companyHeaders, companyOf, idParams } from '../../policies/payroll-params';

export const getPayrollRegister = defineOperation<PayrollServices>()({
  method: 'GET',
  url: '/api/payrolls/:id/register.csv',
  policy: payrollPolicies.read,
  schema: {
    summary:
      'The payroll register (text/csv): a row per payment, totals last, in the language of Accept-Language (en, fr, ro, zh)',
    headers: companyHeaders,
    params: idParams,
    response: { 200: z.string().describe('text/csv') },
  },
  handle: async ({ params, request, reply }, { register }) => {
    const { language } = readerLocaleOf(request.headers['accept-language']);
    const csv = await register.csv(companyOf(request), params.id, registerWordingFor(language));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Language', language)
      .header('Content-Disposition', `attachment; filename="payroll-register-${params.id}.csv"`)
      .send(csv);
  },
});
