import type { MessageTable } from '@web/shared/forms/message-table';
import type { CodeMessages } from '@web/shared/forms/problem';

/** The pay-group contract's messages, each with a catalogue text saying the same. */
export const contractMessageIds: Record<string, string> = {
  'Enter the pay group’s name': 'payGroups.validation.name',
  'Use at most 100 characters': 'payGroups.validation.max100',
  'Choose weekly, biweekly, semimonthly or monthly': 'payGroups.validation.frequency',
  'must be a date YYYY-MM-DD': 'payGroups.validation.date',
  'must be a real date YYYY-MM-DD': 'payGroups.validation.date',
  'Enter a day of the month, 1 to 31': 'payGroups.validation.day',
  'Enter the second pay day of the month': 'payGroups.validation.secondPayDay',
};

export const payGroupMessages: MessageTable = {
  contract: contractMessageIds,
  issueCodes: {
    invalid_type: 'payGroups.validation.required',
    invalid_value: 'payGroups.validation.frequency',
  },
  fallback: 'payGroups.validation.invalid',
  passThrough: /^payGroups\.validation\./,
  serverAsWritten: true,
};

/** The server's failures the dialog says in its own words, by domain code. */
export const payGroupCodeMessages: CodeMessages = {
  'pay_group.name_taken': 'payGroups.validation.nameTaken',
};
