import {
  bankAccountFieldsSchema,
  splitValueRule,
  type BankAccountFields,
  type BankAccount,
} from '@paydesk/contracts';
import * as z from 'zod/mini';
import { parseNumberText } from '@web/shared/forms/number-text';
import type { SplitAccount } from './split-preview';

/** What the add-account dialog holds: the fields as typed, the number twice. */
export type AccountFormValues = {
  bankName: string;
  accountType: BankAccount['accountType'];
  routingNumber: string;
  accountNumber: string;
  accountNumberConfirm: string;
  amountOrPercentage: NonNullable<BankAccount['amountOrPercentage']>;
  amountCents: number | null;
  percentage: string;
};

export const DRAFT_ACCOUNT_ID = 'new-account';

/** An employee's first account takes the remainder; later ones a share of the pay. */
export const emptyAccountForm = (firstAccount: boolean): AccountFormValues => ({
  bankName: '',
  accountType: 'checking',
  routingNumber: '',
  accountNumber: '',
  accountNumberConfirm: '',
  amountOrPercentage: firstAccount ? 'remainder' : 'percentage',
  amountCents: null,
  percentage: '',
});

const splitValueOf = (values: AccountFormValues): number | null => {
  if (values.amountOrPercentage === 'amount') return values.amountCents;
  if (values.amountOrPercentage === 'remainder') return null;
  const parsed = parseNumberText(values.percentage);
  return parsed.ok ? parsed.value : Number.NaN;
};

/** The account the form describes; a funding account (`split` false) has no split. */
export function requestOf(values: AccountFormValues, split: boolean): Record<string, unknown> {
  return {
    bankName: values.bankName,
    accountType: values.accountType,
    routingNumber: values.routingNumber,
    accountNumber: values.accountNumber,
    ...(split
      ? {
          amountOrPercentage: values.amountOrPercentage,
          amountOrPercentageValue: splitValueOf(values),
        }
      : {}),
  };
}

// The value moves to the form's own field names, where the person typed it.
const valueField = (values: AccountFormValues) =>
  values.amountOrPercentage === 'amount' ? 'amountCents' : 'percentage';

/** The contract's rules (the API applies the same), plus the number typed the same twice. */
export function validateAccountForm(values: AccountFormValues, split: boolean) {
  const schema = bankAccountFieldsSchema.check(
    z.superRefine(splitValueRule),
    z.superRefine((_, context) => {
      if (
        values.accountNumber.trim().toUpperCase() !==
        values.accountNumberConfirm.trim().toUpperCase()
      ) {
        context.addIssue({
          code: 'custom',
          path: ['accountNumberConfirm'],
          message: 'bankAccounts.validation.confirmDiffers',
        });
      }
    }),
  );
  const result = schema.safeParse(requestOf(values, split));
  if (result.success) return result;
  const field = valueField(values);
  const issues = result.error.issues.map((issue) =>
    issue.path[0] === 'amountOrPercentageValue' ? { ...issue, path: [field] } : issue,
  );
  return { success: false as const, error: new z.core.$ZodError(issues) };
}

/** The request to send once the form is valid. */
export const fieldsOf = (values: AccountFormValues, split: boolean): BankAccountFields =>
  bankAccountFieldsSchema.parse(requestOf(values, split));

/** The account being added, as the split preview sees it (null until its value is a number). */
export function draftAccountOf(values: AccountFormValues): SplitAccount | null {
  const value = splitValueOf(values);
  if (values.amountOrPercentage !== 'remainder' && (value === null || Number.isNaN(value))) {
    return null;
  }
  return {
    id: DRAFT_ACCOUNT_ID,
    amountOrPercentage: values.amountOrPercentage,
    amountOrPercentageValue: values.amountOrPercentage === 'remainder' ? null : value,
    status: 'pending',
  };
}
