import type { Control } from 'react-hook-form';
import type { WizardValues } from '@web/features/companies/model/wizard-values';
import { LegalDataFields } from '../legal-data-fields';

/** Step 1: the company and its legal entity. */
export function WizardCompanyStep({ control }: { control: Control<WizardValues> }) {
  return <LegalDataFields control={control} />;
}
