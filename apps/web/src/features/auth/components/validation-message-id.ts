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

export function validationMessageId(error: { type?: string; message?: string }): string {
  if (error.message?.startsWith('auth.validation.')) return error.message;
  const known = error.message ? contractMessageIds[error.message] : undefined;
  if (known) return known;
  if (error.type === 'too_big') return 'auth.validation.tooLong';
  return 'auth.validation.invalid';
}
