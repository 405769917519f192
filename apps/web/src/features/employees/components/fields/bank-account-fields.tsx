import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { FormFields } from '@web/shared/forms/form-fields';
import { accountTypeOptions } from '../../model/options';

const field = <T extends FieldValues>(name: string) => `bankAccount.${name}` as FieldPath<T>;

/** One direct-deposit account, as data. */
export function bankAccountSpecs<T extends FieldValues>(): FieldSpec<T>[] {
  return [
    {
      kind: 'text',
      name: field('bankName'),
      labelId: 'employees.field.bankName',
      required: true,
      width: 'half',
      autoComplete: 'off',
    },
    {
      kind: 'select',
      name: field('accountType'),
      labelId: 'employees.field.accountType',
      options: accountTypeOptions,
      required: true,
      width: 'half',
    },
    {
      kind: 'routing-number',
      name: field('routingNumber'),
      labelId: 'employees.field.routingNumber',
      required: true,
      width: 'half',
    },
    {
      kind: 'account-number',
      name: field('accountNumber'),
      labelId: 'employees.field.accountNumber',
      hintId: 'employees.hint.notSaved',
      required: true,
      width: 'half',
    },
  ];
}

export function BankAccountFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  return (
    <FormFields control={control} fields={bankAccountSpecs<T>()} testId="bank-account-fields" />
  );
}
