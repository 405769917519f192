import {
  bankAccountFieldsSchema,
  type BankAccount,
  type BankAccountFields,
} from '@paydesk/contracts';
import type { FieldPath } from 'react-hook-form';
import * as z from 'zod/mini';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { optionsOf } from '@web/shared/forms/options';

/** The contractor's deposit account as typed: the number twice. It takes the whole payment. */
export type BankAccountFormValues = {
  bankName: string;
  accountType: BankAccount['accountType'];
  routingNumber: string;
  accountNumber: string;
  accountNumberConfirm: string;
};

export const emptyBankAccountForm: BankAccountFormValues = {
  bankName: '',
  accountType: 'checking',
  routingNumber: '',
  accountNumber: '',
  accountNumberConfirm: '',
};

export const bankAccountFieldNames: readonly FieldPath<BankAccountFormValues>[] = [
  'bankName',
  'accountType',
  'routingNumber',
  'accountNumber',
];

const requestOf = (values: BankAccountFormValues) => ({
  bankName: values.bankName,
  accountType: values.accountType,
  routingNumber: values.routingNumber,
  accountNumber: values.accountNumber,
});

/** The contract's rules (the API applies the same), plus the number typed the same twice. */
export function validateBankAccountForm(values: BankAccountFormValues) {
  const schema = bankAccountFieldsSchema.check(
    z.superRefine((_, context) => {
      const typed = (text: string) => text.trim().toUpperCase();
      if (typed(values.accountNumber) !== typed(values.accountNumberConfirm)) {
        context.addIssue({
          code: 'custom',
          path: ['accountNumberConfirm'],
          message: 'contractors.validation.confirmDiffers',
        });
      }
    }),
  );
  return schema.safeParse(requestOf(values));
}

export const bankAccountFieldsOf = (values: BankAccountFormValues): BankAccountFields =>
  bankAccountFieldsSchema.parse(requestOf(values));

export const bankAccountFields: FieldSpec<BankAccountFormValues>[] = [
  {
    kind: 'text',
    name: 'bankName',
    labelId: 'contractors.bank.field.bankName',
    required: true,
    autoFocus: true,
    width: 'half',
  },
  {
    kind: 'select',
    name: 'accountType',
    labelId: 'contractors.bank.field.accountType',
    options: optionsOf(['checking', 'savings'], 'contractors.bank.accountType'),
    required: true,
    width: 'half',
  },
  {
    kind: 'routing-number',
    name: 'routingNumber',
    labelId: 'contractors.bank.field.routingNumber',
    hintId: 'contractors.bank.field.routingNumber.hint',
    required: true,
  },
  {
    kind: 'account-number',
    name: 'accountNumber',
    labelId: 'contractors.bank.field.accountNumber',
    required: true,
    width: 'half',
  },
  {
    kind: 'account-number',
    name: 'accountNumberConfirm',
    labelId: 'contractors.bank.field.accountNumberConfirm',
    required: true,
    width: 'half',
  },
];
