import type { MessageTable } from '@web/shared/forms/message-table';
import type { CodeMessages } from '@web/shared/forms/problem';

/** The bank-account contract's messages, each with a catalogue text saying the same. */
export const contractMessageIds: Record<string, string> = {
  'Enter the bank’s name': 'bankAccounts.validation.bankName',
  'Choose checking or savings': 'bankAccounts.validation.accountType',
  'Choose a fixed amount, a percentage or the remainder': 'bankAccounts.validation.splitKind',
  'Enter the 9-digit routing number': 'bankAccounts.validation.routingFormat',
  'This routing number’s check digit fails: check the nine digits':
    'bankAccounts.validation.routingCheckDigit',
  'Enter the account number': 'bankAccounts.validation.accountNumber',
  'Enter 4 to 17 digits (letters and hyphens only where the bank uses them)':
    'bankAccounts.validation.accountNumberFormat',
  'Enter the amount': 'bankAccounts.validation.amountRequired',
  'Use whole cents above zero': 'bankAccounts.validation.amountPositive',
  'Enter the percentage': 'bankAccounts.validation.percentageRequired',
  'Use a percentage from 0.01 to 100': 'bankAccounts.validation.percentageRange',
  'Use at most two decimals': 'bankAccounts.validation.twoDecimals',
  'The remainder account takes no amount or percentage': 'bankAccounts.validation.remainderValue',
  'Enter a number': 'bankAccounts.validation.number',
};

export const bankAccountMessages: MessageTable = {
  contract: contractMessageIds,
  issueCodes: {
    invalid_type: 'bankAccounts.validation.required',
    too_big: 'bankAccounts.validation.tooLong',
  },
  fallback: 'bankAccounts.validation.invalid',
  passThrough: /^bankAccounts\.validation\./,
  serverAsWritten: true,
};

/** The server's refusals the forms say in their own words, by domain code. */
export const bankAccountCodeMessages: CodeMessages = {
  'bank_account.too_many': 'bankAccounts.validation.tooMany',
};

/** The fields a server error may name, as the dialog calls them. */
export const serverFieldNames = [
  'bankName',
  'accountType',
  'routingNumber',
  'accountNumber',
  'amountOrPercentage',
] as const;
