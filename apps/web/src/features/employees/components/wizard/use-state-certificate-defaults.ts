import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Locale } from '@web/shared/i18n/catalogues';
import { certificateFieldSpecs } from '@web/shared/forms/tax/certificate-fields';
import { stateTaxDefaults, type WizardValues, type WorkStateInfo } from '../../model/wizard-values';

/**
 * A new work state brings its own certificate: its fields start at the state's defaults. A
 * restored draft whose fields already are that state's keeps what was typed.
 */
export function useStateCertificateDefaults(
  form: UseFormReturn<WizardValues>,
  state: WorkStateInfo,
  locale: Locale,
): void {
  useEffect(() => {
    const current = Object.keys(form.getValues('stateTax')).sort().join();
    const expected = state
      ? certificateFieldSpecs(state.certificate)
          .map((spec) => spec.name)
          .sort()
          .join()
      : '';
    if (current !== expected) form.setValue('stateTax', stateTaxDefaults(state, locale));
  }, [form, state, locale]);
}
