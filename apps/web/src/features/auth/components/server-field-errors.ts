import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The server's field messages that have their own catalogue text. */
const serverMessageIds: Record<string, string> = {
  'is already registered': 'auth.validation.emailTaken',
  'This password is too common; choose one that is harder to guess':
    'auth.validation.passwordTooCommon',
  'is not correct': 'auth.validation.currentPasswordWrong',
  'does not match the new password': 'auth.validation.passwordsDiffer',
};

type FieldError = { path: string; message: string };

/** The `errors[]` of a failed call's problem body, if it has one. */
export function serverFieldErrors(error: unknown): FieldError[] {
  const body = (error as { body?: unknown } | null | undefined)?.body;
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).path === 'string' &&
      typeof (item as FieldError).message === 'string',
  );
}

/** The form field a server path names ('body.email' or 'email'), when the form has it. */
export function fieldOfPath<T extends string>(path: string, fields: readonly T[]): T | undefined {
  const name = path.replace(/^body\./, '');
  return fields.find((field) => field === name);
}

export const serverMessageId = (message: string): string =>
  serverMessageIds[message] ?? 'auth.validation.invalid';

/** Puts each field error the server named next to its field. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): void {
  for (const item of serverFieldErrors(error)) {
    const field = fieldOfPath(item.path, fields);
    if (field) setError(field, { type: 'server', message: serverMessageId(item.message) });
  }
}
