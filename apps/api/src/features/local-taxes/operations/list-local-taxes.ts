import { localTaxListSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { localTaxPolicies } from '../policies/local-tax-policy';
import type { LocalTaxesService } from '../local-taxes-service';
import { companyIdParams } from './local-tax-params';

export const listLocalTaxes = defineOperation<LocalTaxesService>()({
  method: 'GET',
  url: '/api/companies/:id/local-taxes',
  policy: localTaxPolicies.read,
  schema: {
    summary: 'The company’s local tax jurisdictions and the rates it entered, by kind and code',
    params: companyIdParams,
    response: { 200: localTaxListSchema },
  },
  handle: async ({ params }, localTaxes) => ({ items: await localTaxes.list(params.id) }),
});
