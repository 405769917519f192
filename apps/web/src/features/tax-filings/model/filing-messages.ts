import type { MessageTable } from '@web/shared/forms/message-table';

/** The filing-mark contract's messages, each with a catalogue text saying the same. */
export const filingMarkMessages: MessageTable = {
  contract: {
    'must be a date YYYY-MM-DD': 'taxFilings.forms.validation.filedOn',
    'must be a real date YYYY-MM-DD': 'taxFilings.forms.validation.filedOn',
  },
  issueCodes: { invalid_type: 'taxFilings.forms.validation.required' },
  fallback: 'taxFilings.forms.validation.invalid',
  passThrough: /^taxFilings\.forms\.validation\./,
  serverAsWritten: true,
};
