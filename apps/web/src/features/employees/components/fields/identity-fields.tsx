import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { FormFields } from '@web/shared/forms/form-fields';
import { legalIdTypeOptions } from '../../model/options';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The add-employee wizard asks for the email; the profile shows it (it is the sign-in). */
  withEmail?: boolean;
  /** A hint under the SSN field (kept masked on the profile, not saved with the draft). */
  legalIdHintId?: string;
};

const field = <T extends FieldValues>(name: string) => name as FieldPath<T>;

/** Who the employee is (spec §3.5 identity), as data. */
export function identitySpecs<T extends FieldValues>(
  withEmail: boolean,
  legalIdHintId?: string,
): FieldSpec<T>[] {
  return [
    {
      kind: 'text',
      name: field('firstName'),
      labelId: 'employees.field.firstName',
      required: true,
      width: 'third',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('middleName'),
      labelId: 'employees.field.middleName',
      width: 'third',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('lastName'),
      labelId: 'employees.field.lastName',
      required: true,
      width: 'third',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('preferredName'),
      labelId: 'employees.field.preferredName',
      width: 'third',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('namePrefix'),
      labelId: 'employees.field.namePrefix',
      width: 'third',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('nameSuffix'),
      labelId: 'employees.field.nameSuffix',
      width: 'third',
      autoComplete: 'off',
    },
    ...(withEmail
      ? [
          {
            kind: 'email',
            name: field<T>('email'),
            labelId: 'employees.field.email',
            hintId: 'employees.hint.email',
            required: true,
            width: 'half',
            autoComplete: 'off',
          } as const,
        ]
      : []),
    {
      kind: 'phone',
      name: field('phoneNumber'),
      labelId: 'employees.field.phoneNumber',
      width: 'half',
      autoComplete: 'off',
    },
    {
      kind: 'select',
      name: field('legalIdType'),
      labelId: 'employees.field.legalIdType',
      options: legalIdTypeOptions,
      width: 'third',
    },
    {
      kind: 'ssn',
      name: field('legalId'),
      labelId: 'employees.field.legalId',
      width: 'third',
      ...(legalIdHintId ? { hintId: legalIdHintId } : {}),
    },
    {
      kind: 'date',
      name: field('birthDate'),
      labelId: 'employees.field.birthDate',
      width: 'third',
    },
    {
      kind: 'text',
      name: field('gender'),
      labelId: 'employees.field.gender',
      width: 'third',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('maritalStatus'),
      labelId: 'employees.field.maritalStatus',
      width: 'third',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('ethnicity'),
      labelId: 'employees.field.ethnicity',
      width: 'third',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('veteranStatus'),
      labelId: 'employees.field.veteranStatus',
      width: 'half',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('disabilities'),
      labelId: 'employees.field.disabilities',
      width: 'half',
      autoComplete: 'off',
    },
  ];
}

export function IdentityFields<T extends FieldValues>({
  control,
  withEmail = false,
  legalIdHintId,
}: Props<T>) {
  return (
    <FormFields
      control={control}
      fields={identitySpecs<T>(withEmail, legalIdHintId)}
      testId="identity-fields"
    />
  );
}
