import { localTaxRequestSchema, localTaxSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { localTaxPolicies } from '../policies/local-tax-policy';
import type { LocalTaxesService } from '../local-taxes-service';
import { companyIdParams } from './local-tax-params';

export const createLocalTax = defineOperation<LocalTaxesService>()({
  method: 'POST',
  url: '/api/companies/:id/local-taxes',
  policy: localTaxPolicies.manage,
  schema: {
    summary: 'Enter a local tax jurisdiction and its rates; one per kind and code (else 409)',
    params: companyIdParams,
    body: localTaxRequestSchema,
    response: { 201: localTaxSchema },
  },
  handle: async ({ access, params, body, reply }, localTaxes) =>
    reply.status(201).send(await localTaxes.create(access, params.id, body)),
});
