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
  /** False where the number may not be typed (an employee's own number on file). */
  withLegalId?: boolean;
};

const legalIdNames = new Set(['legalId', 'legalIdType']);

const field = <T extends FieldValues>(name: string) => name as FieldPath<T>;

const email = <T extends FieldValues>(): FieldSpec<T> => ({
  kind: 'email',
  name: field('email'),
  labelId: 'employees.field.email',
  hintId: 'employees.hint.email',
  required: true,
  autoComplete: 'off',
});
const phone = <T extends FieldValues>(): FieldSpec<T> => ({
  kind: 'phone',
  name: field('phoneNumber'),
  labelId: 'employees.field.phoneNumber',
  autoComplete: 'off',
});
const legalIdType = <T extends FieldValues>(): FieldSpec<T> => ({
  kind: 'select',
  name: field('legalIdType'),
  labelId: 'employees.field.legalIdType',
  options: legalIdTypeOptions,
});
const legalId = <T extends FieldValues>(hintId?: string): FieldSpec<T> => ({
  kind: 'ssn',
  name: field('legalId'),
  labelId: 'employees.field.legalId',
  ...(hintId ? { hintId } : {}),
});
const birthDate = <T extends FieldValues>(): FieldSpec<T> => ({
  kind: 'date',
  name: field('birthDate'),
  labelId: 'employees.field.birthDate',
});

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
    // The wizard asks for the email (the sign-in); the profile shows it in its header.
    ...(withEmail
      ? [
          { ...email<T>(), width: 'half' as const },
          { ...phone<T>(), width: 'half' as const },
          { ...legalIdType<T>(), width: 'third' as const },
          { ...legalId<T>(legalIdHintId), width: 'third' as const },
          { ...birthDate<T>(), width: 'third' as const },
        ]
      : [
          { ...phone<T>(), width: 'half' as const },
          { ...birthDate<T>(), width: 'half' as const },
          { ...legalIdType<T>(), width: 'half' as const },
          { ...legalId<T>(legalIdHintId), width: 'half' as const },
        ]),
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
  withLegalId = true,
}: Props<T>) {
  const specs = identitySpecs<T>(withEmail, legalIdHintId);
  return (
    <FormFields
      control={control}
      fields={withLegalId ? specs : specs.filter((spec) => !legalIdNames.has(spec.name))}
      testId="identity-fields"
    />
  );
}
