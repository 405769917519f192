import { onboardingDraftSchema, onboardingStateSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';
import { companyIdParams } from './company-params';

export const saveOnboardingDraft = defineOperation<CompanyServices>()({
  method: 'PUT',
  url: '/api/companies/:id/onboarding',
  policy: companyPolicies.manage,
  schema: {
    summary: 'Save the onboarding wizard’s draft at any step',
    params: companyIdParams,
    body: onboardingDraftSchema,
    response: { 200: onboardingStateSchema },
  },
  handle: ({ params, body }, companies) => companies.saveOnboardingDraft(params.id, body),
});
