import type { FieldSpec } from '@web/shared/forms/field-spec';
import type { AccountFormValues } from './account-form';
import { accountTypeOptions, splitKindOptions } from './options';

/** The account's own fields, for a funding account and an employee's alike. */
export const accountFields: FieldSpec<AccountFormValues>[] = [
  {
    kind: 'text',
    name: 'bankName',
    labelId: 'bankAccounts.field.bankName',
    required: true,
    autoFocus: true,
    width: 'half',
  },
  {
    kind: 'select',
    name: 'accountType',
    labelId: 'bankAccounts.field.accountType',
    options: accountTypeOptions,
    required: true,
    width: 'half',
  },
  {
    kind: 'routing-number',
    name: 'routingNumber',
    labelId: 'bankAccounts.field.routingNumber',
    hintId: 'bankAccounts.field.routingNumber.hint',
    required: true,
    width: 'full',
  },
  {
    kind: 'account-number',
    name: 'accountNumber',
    labelId: 'bankAccounts.field.accountNumber',
    required: true,
    width: 'half',
  },
  {
    kind: 'account-number',
    name: 'accountNumberConfirm',
    labelId: 'bankAccounts.field.accountNumberConfirm',
    required: true,
    width: 'half',
  },
];

/** The share of the pay an employee's account takes: a kind, then its amount or percentage. */
export const splitFields = (
  kind: AccountFormValues['amountOrPercentage'],
): FieldSpec<AccountFormValues>[] => [
  {
    kind: 'select',
    name: 'amountOrPercentage',
    labelId: 'bankAccounts.field.splitKind',
    options: splitKindOptions,
    required: true,
    width: 'half',
  },
  ...(kind === 'amount'
    ? [
        {
          kind: 'money',
          name: 'amountCents',
          labelId: 'bankAccounts.field.amount',
          required: true,
          width: 'half',
        } as const,
      ]
    : kind === 'percentage'
      ? [
          {
            kind: 'percent',
            name: 'percentage',
            labelId: 'bankAccounts.field.percentage',
            required: true,
            width: 'half',
          } as const,
        ]
      : []),
];
