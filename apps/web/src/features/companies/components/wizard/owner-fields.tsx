import type { Control, FieldPath } from 'react-hook-form';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { FormFields } from '@web/shared/forms/form-fields';
import type { OwnerValues, WizardValues } from '@web/features/companies/model/wizard-values';

type Props = { control: Control<WizardValues>; prefix: 'mainOwner' | `owners.${number}` };

/** One owner's name, contact and share of the company. */
export function OwnerFields({ control, prefix }: Props) {
  const name = (field: keyof OwnerValues) => `${prefix}.${field}` as FieldPath<WizardValues>;
  // The owners are other people: the browser must not fill in the signed-in user's own details.
  const fields: FieldSpec<WizardValues>[] = [
    { kind: 'text', name: name('firstName'), labelId: 'companies.owner.firstName' },
    { kind: 'text', name: name('lastName'), labelId: 'companies.owner.lastName' },
    { kind: 'email', name: name('email'), labelId: 'companies.owner.email' },
    { kind: 'phone', name: name('phoneNumber'), labelId: 'companies.owner.phoneNumber' },
    { kind: 'percent', name: name('ownershipPercentage'), labelId: 'companies.owner.percentage' },
  ].map(
    (spec) =>
      ({ ...spec, required: true, autoComplete: 'off', width: 'half' }) as FieldSpec<WizardValues>,
  );
  return <FormFields control={control} fields={fields} testId={`owner-fields-${prefix}`} />;
}
