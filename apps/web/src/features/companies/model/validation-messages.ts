import { messageIdOf, type MessageTable } from '@web/shared/forms/message-table';

/**
 * The contracts' zod schemas carry English messages (the API answers with them too); our forms
 * show them in the user's language. Each contract message below has a catalogue id whose English
 * text is that same message (a unit test keeps the two in step); anything else falls back by
 * the zod issue code.
 */
export const contractMessageIds: Record<string, string> = {
  'This field is required': 'companies.validation.required',
  'Enter the company name': 'companies.validation.nameRequired',
  'Use at most 100 characters': 'companies.validation.max100',
  'Enter the EIN as NN-NNNNNNN': 'companies.validation.einFormat',
  'This EIN prefix is not one the IRS assigns': 'companies.validation.einPrefix',
  'Choose a US state': 'companies.validation.state',
  'Enter a ZIP code as NNNNN or NNNNN-NNNN': 'companies.validation.zipCode',
  'Choose form 941 or 944': 'companies.validation.filingForm',
  'Choose a business entity type': 'companies.validation.entityType',
  'Choose an industry': 'companies.validation.industry',
  'Enter a percentage': 'companies.validation.percentRequired',
  'Use at least 0.01%': 'companies.validation.percentMin',
  'Use at most 100%': 'companies.validation.percentMax',
  'Use at most two decimals': 'companies.validation.percentDecimals',
  'Enter the street address': 'companies.validation.addressLine1',
  'Enter the city': 'companies.validation.city',
  'Enter the first name': 'companies.validation.firstName',
  'Enter the last name': 'companies.validation.lastName',
  'Enter a valid email address': 'companies.validation.email',
  'Enter a US phone number such as (312) 555-0140': 'companies.validation.phone',
  'Choose an employee': 'companies.validation.employee',
};

/** Messages with a number inside, recognised by how they start. */
const messagePrefixIds: (readonly [string, string])[] = [
  ['Ownership adds up to', 'companies.validation.ownershipTotal'],
];

const issueCodeIds: Record<string, string> = {
  too_big: 'companies.validation.tooLong',
  too_small: 'companies.validation.required',
  invalid_format: 'companies.validation.format',
  invalid_value: 'companies.validation.choose',
  invalid_type: 'companies.validation.required',
};

/** The company forms' messages, read by the shared mapper. */
export const companyMessages: MessageTable = {
  contract: contractMessageIds,
  prefixes: messagePrefixIds,
  issueCodes: issueCodeIds,
  fallback: 'companies.validation.invalid',
};

/** The catalogue id for a contract's issue (its message and zod code). */
export const issueMessageId = (issue: { message: string; code?: string }): string =>
  messageIdOf(companyMessages, { message: issue.message, type: issue.code }) ??
  'companies.validation.invalid';
