import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { showProblemOnFields, type CodeMessages } from '@web/shared/forms/problem';

/** The server's field failures the auth forms say in their own words, by domain code. */
export const authCodeMessages: CodeMessages = {
  'auth.email_taken': 'auth.validation.emailTaken',
  'auth.password_too_common': 'auth.validation.passwordTooCommon',
  'auth.password_wrong': 'auth.validation.currentPasswordWrong',
  'auth.passwords_differ': 'auth.validation.passwordsDiffer',
};

/** Puts each field error the server named next to its field, in the user's language. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): void {
  showProblemOnFields(error, fields, setError, authCodeMessages);
}
