import { BROKEN_TEXT_MESSAGE, CONTROL_TEXT_MESSAGE } from '@paydesk/contracts';
import type { MessageTable } from '@web/shared/forms/message-table';
import type { CodeMessages } from '@web/shared/forms/problem';

/**
 * The employee contracts' messages, each with a catalogue text saying the same (a unit test
 * checks the English texts match); anything else falls back by the zod issue code, and a
 * server sentence we do not know is shown as the server wrote it.
 */
export const contractMessageIds: Record<string, string> = {
  'Enter the first name': 'employees.validation.firstName',
  'Enter the last name': 'employees.validation.lastName',
  'Use at most 20 characters': 'employees.validation.max20',
  'Use at most 30 characters': 'employees.validation.max30',
  'Use at most 50 characters': 'employees.validation.max50',
  'Use at most 100 characters': 'employees.validation.max100',
  'Use at most 200 characters': 'employees.validation.max200',
  'must be a date YYYY-MM-DD': 'employees.validation.date',
  'must be a real date YYYY-MM-DD': 'employees.validation.date',
  'Choose SSN or ITIN': 'employees.validation.legalIdType',
  'Enter the SSN or ITIN as NNN-NN-NNNN': 'employees.validation.legalIdFormat',
  'This is not a valid SSN': 'employees.validation.ssn',
  'This is not a valid ITIN': 'employees.validation.itin',
  'Enter a US phone number such as (312) 555-0140': 'employees.validation.phone',
  'Enter a valid email address': 'employees.validation.email',
  'Enter the street address': 'employees.validation.addressLine1',
  'Enter the city': 'employees.validation.city',
  'Choose a US state': 'employees.validation.state',
  'Enter a ZIP code as NNNNN or NNNNN-NNNN': 'employees.validation.zipCode',
  'Choose full-time, part-time, seasonal or temporary': 'employees.validation.employmentType',
  'Choose exempt or non-exempt': 'employees.validation.employmentCategory',
  'Choose an employment authorization status': 'employees.validation.authorization',
  'Enter the job title': 'employees.validation.jobTitle',
  'Choose salary or hourly': 'employees.validation.paymentType',
  'Enter the pay rate': 'employees.validation.payRate',
  'Enter the pay rate in whole cents': 'employees.validation.payRate',
  'Enter a pay rate above zero': 'employees.validation.payRatePositive',
  'This pay rate is too large': 'employees.validation.payRateTooLarge',
  'Choose direct deposit or check': 'employees.validation.paymentMethod',
  'Enter the bank’s name': 'employees.validation.bankName',
  'Choose checking or savings': 'employees.validation.accountType',
  'Enter the 9-digit routing number': 'employees.validation.routingNumber',
  'This routing number’s check digit fails: check the nine digits':
    'employees.validation.routingCheckDigit',
  'Enter the account number': 'employees.validation.accountNumber',
  'Enter 4 to 17 digits (letters and hyphens only where the bank uses them)':
    'employees.validation.accountNumberFormat',
  'must be a number of cents': 'employees.validation.money',
  'must be a whole number of cents': 'employees.validation.money',
  'must not be negative': 'employees.validation.negative',
  'must have at most 10 digits': 'employees.validation.tooLarge',
  'must be a whole number': 'employees.validation.wholeNumber',
  'must be at most 99': 'employees.validation.max99',
  'Choose a termination reason': 'employees.validation.terminationReason',
  [BROKEN_TEXT_MESSAGE]: 'validation.text.broken',
  [CONTROL_TEXT_MESSAGE]: 'validation.text.control',
};

/** The employee forms' messages, read by the shared mapper. */
export const employeeMessages: MessageTable = {
  contract: contractMessageIds,
  issueCodes: {
    invalid_type: 'employees.validation.required',
    invalid_value: 'employees.validation.choose',
    invalid_union: 'employees.validation.choose',
    too_small: 'employees.validation.required',
    too_big: 'employees.validation.tooLarge',
    invalid_format: 'employees.validation.format',
  },
  fallback: 'employees.validation.invalid',
  passThrough: /^(employees\.validation\.|validation\.)/,
  serverAsWritten: true,
};

/** The server's refusals the forms say in their own words, by domain code. */
export const employeeCodeMessages: CodeMessages = {
  'employee.email_taken': 'employees.validation.emailTaken',
  'employee.legal_id_taken': 'employees.validation.legalIdTaken',
  'employee.legal_id_locked': 'employees.validation.legalIdLocked',
  'employee.legal_id_tries': 'employees.validation.legalIdTries',
  'employee.pay_group_invalid': 'employees.validation.payGroupInvalid',
};

/** A change refused because someone saved the employee in between (spec: reload and retry). */
export const VERSION_STALE = 'employee.version_stale';
