import { BROKEN_TEXT_MESSAGE, CONTROL_TEXT_MESSAGE, TIN_FORM_MESSAGE } from '@paydesk/contracts';
import type { MessageTable } from '@web/shared/forms/message-table';
import type { CodeMessages } from '@web/shared/forms/problem';

/**
 * The contractor, payment and bank-account contracts' messages, each with a catalogue text saying
 * the same (a unit test keeps the English texts equal to the contracts').
 */
export const contractorContractMessageIds: Record<string, string> = {
  'Choose individual or business': 'contractors.validation.type',
  'Enter the first name': 'contractors.validation.firstName',
  'Enter the last name': 'contractors.validation.lastName',
  'Enter the business’s legal name': 'contractors.validation.businessName',
  'Use at most 100 characters': 'contractors.validation.max100',
  'Use at most 200 characters': 'contractors.validation.max200',
  'Choose SSN or EIN': 'contractors.validation.tinType',
  [TIN_FORM_MESSAGE]: 'contractors.validation.tinForm',
  'Enter the SSN as NNN-NN-NNNN': 'contractors.validation.ssnForm',
  'Enter the EIN as NN-NNNNNNN': 'contractors.validation.einForm',
  'This is not a valid SSN': 'contractors.validation.ssn',
  'This EIN prefix is not one the IRS assigns': 'contractors.validation.einPrefix',
  'Enter a valid email address': 'contractors.validation.email',
  'Enter the street address': 'contractors.validation.addressLine1',
  'Enter the city': 'contractors.validation.city',
  'Choose a US state': 'contractors.validation.state',
  'Enter a ZIP code as NNNNN or NNNNN-NNNN': 'contractors.validation.zipCode',
  'Choose direct deposit or check': 'contractors.validation.paymentMethod',
  'Choose the contractor': 'contractors.validation.contractor',
  'Enter the amount in whole cents, more than 0': 'contractors.validation.amount',
  'Enter the reimbursement in whole cents, 0 or more': 'contractors.validation.reimbursement',
  'is more than one ACH payment carries ($99,999,999.99)': 'contractors.validation.tooLarge',
  'Add the contractors to pay': 'contractors.validation.items',
  'Add at least one contractor': 'contractors.validation.items',
  'Pay each contractor once in a payment run': 'contractors.validation.itemsOnce',
  'must be a date YYYY-MM-DD': 'contractors.validation.date',
  'must be a real date YYYY-MM-DD': 'contractors.validation.date',
  'Enter the bank’s name': 'contractors.validation.bankName',
  'Choose checking or savings': 'contractors.validation.accountType',
  'Enter the 9-digit routing number': 'contractors.validation.routingNumber',
  'This routing number’s check digit fails: check the nine digits':
    'contractors.validation.routingCheckDigit',
  'Enter the account number': 'contractors.validation.accountNumber',
  'Enter 4 to 17 digits (letters and hyphens only where the bank uses them)':
    'contractors.validation.accountNumberFormat',
  [BROKEN_TEXT_MESSAGE]: 'validation.text.broken',
  [CONTROL_TEXT_MESSAGE]: 'validation.text.control',
};

/** The contractor forms' messages, read by the shared mapper. */
export const contractorMessages: MessageTable = {
  contract: contractorContractMessageIds,
  prefixes: [['Pay at most', 'contractors.validation.itemsMax']],
  issueCodes: {
    invalid_type: 'contractors.validation.required',
    invalid_value: 'contractors.validation.choose',
    too_small: 'contractors.validation.required',
    too_big: 'contractors.validation.tooLarge',
    invalid_format: 'contractors.validation.format',
  },
  fallback: 'contractors.validation.invalid',
  passThrough: /^(contractors\.validation\.|validation\.)/,
  serverAsWritten: true,
};

/** The server's refusals the forms say in their own words, by domain code. */
export const contractorCodeMessages: CodeMessages = {
  'contractor.duplicate_tin': 'contractors.validation.duplicateTin',
  'contractor.tin_locked': 'contractors.validation.tinLocked',
  'contractor.email_locked': 'contractors.validation.emailLocked',
  'contractor.email_taken': 'contractors.validation.emailTaken',
  'contractor.inactive': 'contractors.validation.inactive',
  'payroll.pay_date_not_business_day': 'contractors.validation.payDateClosed',
};
