import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { saveDraft, type DraftStorage } from '../../model/draft-storage';
import type { WizardStepId } from '../../model/wizard-steps';
import type { WizardValues } from '../../model/wizard-values';

/** Keeps the draft in the browser as it is typed and as the steps change (until it is sent). */
export function useDraftPersistence(
  storage: DraftStorage,
  companyId: string,
  form: UseFormReturn<WizardValues>,
  step: WizardStepId,
): void {
  useEffect(() => {
    // Opening the wizard saves nothing; moving to another step or typing does.
    if (step !== 'identity' || form.formState.isDirty) {
      saveDraft(storage, companyId, { step, values: form.getValues() });
    }
    const subscription = form.watch((values) =>
      saveDraft(storage, companyId, { step, values: values as WizardValues }),
    );
    return () => subscription.unsubscribe();
  }, [storage, companyId, form, step]);
}
