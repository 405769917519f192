import {
  onboardingStateSchema,
  type OnboardingDraft,
  type OnboardingState,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyKeys } from './company-keys';

/** PUT /companies/{id}/onboarding: replaces the saved draft; answers the state. */
export async function saveOnboardingDraft(
  id: string,
  draft: OnboardingDraft,
): Promise<OnboardingState> {
  const { data } = await apiRequest(`/companies/${encodeURIComponent(id)}/onboarding`, {
    method: 'PUT',
    body: draft,
    schema: onboardingStateSchema,
  });
  return data;
}

export function useSaveOnboardingDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: OnboardingDraft) => saveOnboardingDraft(id, draft),
    onSuccess: (state) => queryClient.setQueryData(companyKeys.onboarding(id), state),
  });
}
