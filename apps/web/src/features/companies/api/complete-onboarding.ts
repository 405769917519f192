import { onboardingStateSchema, type OnboardingState } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyKeys } from './company-keys';

/**
 * POST /companies/{id}/onboarding/complete: writes the draft into the company and answers the
 * checklist (422 with `errors[]` while the draft is incomplete).
 */
export async function completeOnboarding(id: string): Promise<OnboardingState> {
  const { data } = await apiRequest(`/companies/${encodeURIComponent(id)}/onboarding/complete`, {
    method: 'POST',
    schema: onboardingStateSchema,
  });
  return data;
}

export function useCompleteOnboarding(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeOnboarding(id),
    onSuccess: async (state) => {
      queryClient.setQueryData(companyKeys.onboarding(id), state);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.detail(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: companyKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: companyKeys.dashboard() }),
      ]);
    },
  });
}
