import * as z from '../z';
import { plainLine } from '../text';
import { isValidRoutingNumber } from './routing-number';

export const bankAccountTypes = ['checking', 'savings'] as const;
export const splitKinds = ['amount', 'percentage', 'remainder'] as const;
export const MAX_EMPLOYEE_BANK_ACCOUNTS = 5;

export const bankAccountTypeSchema = z.enum(bankAccountTypes, {
  error: 'Choose checking or savings',
});
export const splitKindSchema = z.enum(splitKinds, {
  error: 'Choose a fixed amount, a percentage or the remainder',
});

export const routingNumberSchema = z.string({ error: 'Enter the 9-digit routing number' }).check(
  z.trim(),
  z.regex(/^\d{9}$/, 'Enter the 9-digit routing number'),
  z.refine(isValidRoutingNumber, {
    message: 'This routing number’s check digit fails: check the nine digits',
  }),
);

/** 4–17 characters as NACHA's DFI account number allows: digits, capital letters and hyphens. */
export const accountNumberSchema = z
  .string({ error: 'Enter the account number' })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(
      /^[0-9A-Z-]{4,17}$/,
      'Enter 4 to 17 digits (letters and hyphens only where the bank uses them)',
    ),
  );

/** The account fields a person types, shared by `POST /bank-accounts` and a new employee. */
export const bankAccountFieldsSchema = z.object({
  bankName: plainLine(
    z
      .string({ error: 'Enter the bank’s name' })
      .check(z.trim(), z.minLength(1, 'Enter the bank’s name'), z.maxLength(100)),
  ),
  accountType: bankAccountTypeSchema,
  routingNumber: routingNumberSchema,
  accountNumber: accountNumberSchema,
  amountOrPercentage: z.optional(splitKindSchema),
  /** Cents for `amount`, a percentage (at most 2 decimals) for `percentage`. */
  amountOrPercentageValue: z.nullish(z.number({ error: 'Enter a number' }).check(z.gte(0))),
});
export type BankAccountFields = z.infer<typeof bankAccountFieldsSchema>;
