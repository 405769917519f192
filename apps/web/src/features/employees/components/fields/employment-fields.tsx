import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { FormFields } from '@web/shared/forms/form-fields';
import {
  authorizationOptions,
  employmentCategoryOptions,
  employmentTypeOptions,
} from '../../model/options';

const field = <T extends FieldValues>(name: string) => name as FieldPath<T>;

/** The job (spec §3.5 employment), as data; the percentage shows for an owner only. */
export function employmentSpecs<T extends FieldValues>(isOwner: boolean): FieldSpec<T>[] {
  return [
    {
      kind: 'text',
      name: field('jobTitle'),
      labelId: 'employees.field.jobTitle',
      required: true,
      width: 'half',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field('department'),
      labelId: 'employees.field.department',
      width: 'half',
      autoComplete: 'off',
    },
    {
      kind: 'select',
      name: field('employmentType'),
      labelId: 'employees.field.employmentType',
      options: employmentTypeOptions,
      required: true,
      width: 'third',
    },
    {
      kind: 'select',
      name: field('employmentCategory'),
      labelId: 'employees.field.employmentCategory',
      options: employmentCategoryOptions,
      required: true,
      width: 'third',
    },
    {
      kind: 'text',
      name: field('employeeId'),
      labelId: 'employees.field.employeeId',
      width: 'third',
      autoComplete: 'off',
    },
    {
      kind: 'date',
      name: field('hireDate'),
      labelId: 'employees.field.hireDate',
      required: true,
      width: 'third',
    },
    {
      kind: 'us-state',
      name: field('workState'),
      labelId: 'employees.field.workState',
      hintId: 'employees.hint.workState',
      required: true,
      width: 'third',
    },
    {
      kind: 'text',
      name: field('occupationGroup'),
      labelId: 'employees.field.occupationGroup',
      width: 'third',
      autoComplete: 'off',
    },
    {
      kind: 'select',
      name: field('employmentAuthorizationStatus'),
      labelId: 'employees.field.employmentAuthorizationStatus',
      options: authorizationOptions,
      width: 'half',
    },
    {
      kind: 'checkbox',
      name: field('isNewHire'),
      labelId: 'employees.field.isNewHire',
      width: 'half',
    },
    {
      kind: 'checkbox',
      name: field('isRemoteWorker'),
      labelId: 'employees.field.isRemoteWorker',
      width: 'half',
    },
    {
      kind: 'checkbox',
      name: field('hasOwnership'),
      labelId: 'employees.field.hasOwnership',
      width: 'half',
    },
    ...(isOwner
      ? [
          {
            kind: 'percent',
            name: field<T>('ownershipPercentage'),
            labelId: 'employees.field.ownershipPercentage',
            width: 'third',
          } as const,
        ]
      : []),
  ];
}

export function EmploymentFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const isOwner = useWatch({ control, name: field<T>('hasOwnership') }) === true;
  return (
    <FormFields control={control} fields={employmentSpecs<T>(isOwner)} testId="employment-fields" />
  );
}
