import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { FormFields } from '@web/shared/forms/form-fields';

const field = <T extends FieldValues>(name: string) => `address.${name}` as FieldPath<T>;

/** The home address, as data; the employee may leave it for their own onboarding. */
export function addressSpecs<T extends FieldValues>(): FieldSpec<T>[] {
  return [
    {
      kind: 'text',
      name: field('addressLine1'),
      labelId: 'employees.field.addressLine1',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('addressLine2'),
      labelId: 'employees.field.addressLine2',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('city'),
      labelId: 'employees.field.city',
      width: 'fiveTwelfths',
      autoComplete: 'off',
    },
    { kind: 'us-state', name: field('state'), labelId: 'employees.field.state', width: 'third' },
    {
      kind: 'zip',
      name: field('zipCode'),
      labelId: 'employees.field.zipCode',
      width: 'quarter',
      autoComplete: 'off',
    },
  ];
}

export function AddressFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  return <FormFields control={control} fields={addressSpecs<T>()} testId="address-fields" />;
}
