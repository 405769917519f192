import type { OnboardingState } from '@paydesk/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCompleteOnboarding } from '@web/features/companies/api/complete-onboarding';
import { useSaveOnboardingDraft } from '@web/features/companies/api/save-onboarding-draft';
import { failureText, problemFieldErrors } from '@web/shared/forms/problem';
import { draftOf } from '@web/features/companies/model/wizard-draft';
import { REVIEW_STEP, stepIssues, stepOfField } from '@web/features/companies/model/wizard-steps';
import type { WizardValues } from '@web/features/companies/model/wizard-values';

/** Why the wizard could not finish: a text, and the steps to go back to. */
export type SubmitProblem = { message: string; steps: number[] };

const uniqueSorted = (steps: number[]) => [...new Set(steps)].sort((a, b) => a - b);

/**
 * Saving the draft at each step and submitting it at the end. A step's save must succeed before
 * the wizard moves on, so a reload always finds what the owner saw.
 */
export function useWizardSubmit(companyId: string, form: UseFormReturn<WizardValues>) {
  const intl = useIntl();
  const save = useSaveOnboardingDraft(companyId);
  const complete = useCompleteOnboarding(companyId);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [result, setResult] = useState<OnboardingState | null>(null);
  const text = (id: string) => intl.formatMessage({ id });

  const saveAt = async (step: number): Promise<boolean> => {
    setProblem(null);
    try {
      await save.mutateAsync(draftOf(form.getValues(), step));
      return true;
    } catch (error) {
      setProblem({ message: failureText(error, text('companies.error.saveDraft')), steps: [] });
      return false;
    }
  };

  const submit = async (): Promise<void> => {
    setProblem(null);
    const values = form.getValues();
    const issues = stepIssues(REVIEW_STEP, values);
    if (issues.length > 0) {
      const steps = issues.map((issue) => stepOfField(issue.path.map(String).join('.')));
      setProblem({ message: text('companies.wizard.needsAttention'), steps: uniqueSorted(steps) });
      return;
    }
    if (!(await saveAt(REVIEW_STEP))) return;
    try {
      setResult(await complete.mutateAsync());
    } catch (error) {
      const steps = problemFieldErrors(error).map((fieldError) => stepOfField(fieldError.path));
      setProblem({
        message: failureText(error, text('companies.error.complete')),
        steps: uniqueSorted(steps),
      });
    }
  };

  return {
    saveAt,
    submit,
    problem,
    result,
    clearResult: () => setResult(null),
    busy: save.isPending || complete.isPending,
  };
}
