import { payStubFileName } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { payStubPolicies } from '../policies/pay-stub-policy';
import type { PayStubServices } from '../services';
import { holderHeaders, holderOf, idParams } from './pay-stub-params';

export const getPayStubFile = defineOperation<PayStubServices>()({
  method: 'GET',
  url: '/api/pay-stubs/:id/file',
  policy: payStubPolicies.read,
  schema: {
    summary: 'The pay stub as a one-page PDF, in the language of Accept-Language (en, fr, ro, zh)',
    headers: holderHeaders,
    params: idParams,
    response: { 200: z.string().describe('application/pdf') },
  },
  handle: async ({ params, request, reply }, { stubs }) => {
    const pdf = await stubs.file(holderOf(request), params.id, request.headers['accept-language']);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${payStubFileName(params.id)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  },
});
