import { messageIdOf, type FormError, type MessageTable } from '@web/shared/forms/message-table';

/**
 * The contracts' zod schemas carry English messages; the SPA shows them in the user's language.
 * Each known contract message has a catalogue id whose English value is that same text
 * (a unit test keeps the two in step); anything else falls back by issue code.
 */
const contractMessageIds: Record<string, string> = {
  'Enter your email': 'auth.validation.emailRequired',
  'Enter your password': 'auth.validation.passwordRequired',
  'Enter a valid email address': 'auth.validation.emailInvalid',
  'Enter a US phone number such as (312) 555-0140': 'auth.validation.phoneInvalid',
  'Enter your first name': 'auth.validation.firstNameRequired',
  'Enter your last name': 'auth.validation.lastNameRequired',
  'Enter the company name': 'auth.validation.companyNameRequired',
  'Use at least 8 characters': 'auth.validation.passwordTooShort',
  'Use at most 128 characters': 'auth.validation.passwordTooLong',
  'Enter your current password': 'auth.validation.oldPasswordRequired',
  'Repeat the new password': 'auth.validation.confirmPasswordRequired',
};

/** Raised by the forms themselves (not by a contract). */
export const PASSWORDS_DIFFER = 'auth.validation.passwordsDiffer';

export function contractMessages(): string[] {
  return Object.keys(contractMessageIds);
}

/** The auth forms' messages, read by the shared mapper. */
export const authMessages: MessageTable = {
  contract: contractMessageIds,
  issueCodes: { too_big: 'auth.validation.tooLong' },
  fallback: 'auth.validation.invalid',
  passThrough: /^auth\.validation\./,
  serverAsWritten: true,
};

/** The catalogue id of a form error (a server sentence without one reads as "invalid" here). */
export const validationMessageId = (error: FormError): string =>
  messageIdOf(authMessages, error) ?? 'auth.validation.invalid';
