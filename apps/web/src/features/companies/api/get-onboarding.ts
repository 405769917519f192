import { onboardingStateSchema, type OnboardingState } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyKeys } from './company-keys';

/** GET /companies/{id}/onboarding: the saved draft (or null) and the checklist. */
export async function getOnboarding(id: string): Promise<OnboardingState> {
  const { data } = await apiRequest(`/companies/${encodeURIComponent(id)}/onboarding`, {
    schema: onboardingStateSchema,
  });
  return data;
}

export const onboardingQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.onboarding(id), queryFn: () => getOnboarding(id) });

export const useOnboarding = (id: string | null) =>
  useQuery({ ...onboardingQueryOptions(id ?? ''), enabled: Boolean(id) });
