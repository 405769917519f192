import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { localTaxPolicies } from '../policies/local-tax-policy';
import type { LocalTaxesService } from '../local-taxes-service';
import { localTaxIdParams } from './local-tax-params';

export const deleteLocalTax = defineOperation<LocalTaxesService>()({
  method: 'DELETE',
  url: '/api/companies/:id/local-taxes/:localTaxId',
  policy: localTaxPolicies.manage,
  schema: {
    summary: 'Remove a local tax jurisdiction; stubs already issued keep what they withheld',
    params: localTaxIdParams,
    response: { 204: z.null().describe('Removed') },
  },
  handle: async ({ access, params, reply }, localTaxes) => {
    await localTaxes.remove(access, params.id, params.localTaxId);
    return reply.status(204).send();
  },
});
