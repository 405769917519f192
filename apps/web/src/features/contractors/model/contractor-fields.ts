import { paymentMethods, tinTypes, type ContractorType } from '@paydesk/contracts';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { optionsOf } from '@web/shared/forms/options';
import type { ContractorFormValues } from './contractor-form';

type Spec = FieldSpec<ContractorFormValues>;

/**
 * The owner's form and the contractor's own share these fields under the same names; each form
 * names its values type.
 */
const field = <T extends FieldValues>(name: string) => name as FieldPath<T>;

export const tinTypeOptions = optionsOf(tinTypes, 'contractors.tinType');
export const paymentMethodOptions = optionsOf(paymentMethods, 'contractors.paymentMethod');

/** The W-9's line 1 and 2: a person's names (and an optional trade name), or a business's name. */
export function nameFields<T extends FieldValues>(type: ContractorType): FieldSpec<T>[] {
  if (type === 'business') {
    return [
      {
        kind: 'text',
        name: field<T>('businessName'),
        labelId: 'contractors.field.legalName',
        required: true,
        autoComplete: 'off',
      },
    ];
  }
  return [
    {
      kind: 'text',
      name: field<T>('firstName'),
      labelId: 'contractors.field.firstName',
      required: true,
      width: 'half',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field<T>('lastName'),
      labelId: 'contractors.field.lastName',
      required: true,
      width: 'half',
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: field<T>('businessName'),
      labelId: 'contractors.field.tradeName',
      hintId: 'contractors.field.tradeName.hint',
      autoComplete: 'off',
    },
  ];
}

/**
 * The TIN: its type and the number. `onFile` is the mask of the number on file, which an empty
 * field keeps; a new contractor may leave it empty until their W-9 comes.
 */
export function tinFields<T extends FieldValues>(
  onFile: string | null,
  editing: boolean,
): FieldSpec<T>[] {
  return [
    {
      kind: 'select',
      name: field<T>('tinType'),
      labelId: 'contractors.field.tinType',
      options: tinTypeOptions,
      width: 'third',
    },
    {
      // The SSN preset: digits on a number pad, no autofill, read left to right.
      kind: 'ssn',
      name: field<T>('tin'),
      labelId: 'contractors.field.tin',
      hintId: onFile
        ? 'contractors.field.tin.hintReplace'
        : editing
          ? 'contractors.field.tin.hintMissing'
          : 'contractors.field.tin.hintNew',
      width: 'twoThirds',
    },
  ];
}

export const contactFields: Spec[] = [
  {
    kind: 'email',
    name: 'email',
    labelId: 'contractors.field.email',
    hintId: 'contractors.field.email.hint',
    required: true,
  },
];

export const addressFields = <T extends FieldValues>(): FieldSpec<T>[] => [
  {
    kind: 'text',
    name: field<T>('address.addressLine1'),
    labelId: 'contractors.field.addressLine1',
    required: true,
    autoComplete: 'off',
  },
  {
    kind: 'text',
    name: field<T>('address.addressLine2'),
    labelId: 'contractors.field.addressLine2',
    autoComplete: 'off',
  },
  {
    kind: 'text',
    name: field<T>('address.city'),
    labelId: 'contractors.field.city',
    required: true,
    width: 'fiveTwelfths',
    autoComplete: 'off',
  },
  {
    kind: 'us-state',
    name: field<T>('address.state'),
    labelId: 'contractors.field.state',
    required: true,
    width: 'third',
  },
  {
    kind: 'zip',
    name: field<T>('address.zipCode'),
    labelId: 'contractors.field.zipCode',
    required: true,
    width: 'quarter',
    autoComplete: 'off',
  },
];

export const paymentFields: Spec[] = [
  {
    kind: 'select',
    name: 'paymentMethod',
    labelId: 'contractors.field.paymentMethod',
    options: paymentMethodOptions,
    required: true,
  },
  {
    kind: 'checkbox',
    name: 'backupWithholding',
    labelId: 'contractors.field.backupWithholding',
  },
];
