import { W4Fields } from '@web/shared/forms/tax/w4-fields';
import { FormSection } from './form-section';

/** Form W-4, from the form kernel, under the calculator's `federal` values. */
export function FederalSection() {
  return (
    <FormSection titleId="paycheck.section.federal" testId="paycheck-federal">
      <W4Fields namePrefix="federal" />
    </FormSection>
  );
}
