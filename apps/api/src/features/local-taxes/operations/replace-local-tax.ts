import { localTaxRequestSchema, localTaxSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { localTaxPolicies } from '../policies/local-tax-policy';
import type { LocalTaxesService } from '../local-taxes-service';
import { localTaxIdParams } from './local-tax-params';

export const replaceLocalTax = defineOperation<LocalTaxesService>()({
  method: 'PUT',
  url: '/api/companies/:id/local-taxes/:localTaxId',
  policy: localTaxPolicies.manage,
  schema: {
    summary: 'Replace a local tax jurisdiction: drafts computed from now on use the new rates',
    params: localTaxIdParams,
    body: localTaxRequestSchema,
    response: { 200: localTaxSchema },
  },
  handle: ({ access, params, body }, localTaxes) =>
    localTaxes.replace(access, params.id, params.localTaxId, body),
});
