import type { MessageTable } from '@web/shared/forms/message-table';

/** The deposit-payment contract's messages, each with a catalogue text saying the same. */
export const depositPaymentMessages: MessageTable = {
  contract: {
    'must be a date YYYY-MM-DD': 'taxFilings.deposits.validation.paidOn',
    'must be a real date YYYY-MM-DD': 'taxFilings.deposits.validation.paidOn',
    'must be the 15-digit EFTPS confirmation number': 'taxFilings.deposits.validation.confirmation',
    'must be the 15-digit EFTPS confirmation number, digits only':
      'taxFilings.deposits.validation.confirmation',
    'must be the payment’s confirmation number': 'taxFilings.deposits.validation.confirmationState',
    'must be the payment’s confirmation number: letters, digits and hyphens, at most 40':
      'taxFilings.deposits.validation.confirmationState',
  },
  issueCodes: { invalid_type: 'taxFilings.deposits.validation.required' },
  fallback: 'taxFilings.deposits.validation.invalid',
  passThrough: /^taxFilings\.deposits\.validation\./,
  serverAsWritten: true,
};
