import type { FieldError } from '@paydesk/contracts';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { HttpFailure } from '../http/http-client';

/** Catalogue ids of the domain codes a feature shows in its own words (`auth.email_taken` → …). */
export type CodeMessages = Readonly<Record<string, string>>;

type ProblemBody = { detail?: unknown; code?: unknown; errors?: unknown };

function problemOf(error: unknown): ProblemBody | null {
  const body = (error as Partial<HttpFailure> | null | undefined)?.body;
  return body && typeof body === 'object' ? (body as ProblemBody) : null;
}

export function statusOf(error: unknown): number | null {
  const status = (error as Partial<HttpFailure> | null | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

/** The domain code of a failed call (`company.version_stale`), when the server sent one. */
export function problemCode(error: unknown): string | null {
  const code = problemOf(error)?.code;
  return typeof code === 'string' ? code : null;
}

/** The field-level problems a 400/409/422 answer lists (`errors: [{path, message, code?}]`). */
export function problemFieldErrors(error: unknown): FieldError[] {
  const errors = problemOf(error)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).path === 'string' &&
      typeof (item as FieldError).message === 'string',
  );
}

/** The form field a server path names (`body.email` or `email`), when the form has it. */
export function fieldOfPath<T extends string>(path: string, fields: readonly T[]): T | undefined {
  const name = path.replace(/^body\./, '');
  return fields.find((field) => field === name);
}

/**
 * Puts each field error the server named next to its field: the feature's catalogue id for its
 * code when it has one, else the server's own message (error type `server`, shown as written).
 */
export function showProblemOnFields<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  codeMessages: CodeMessages = {},
): void {
  for (const item of problemFieldErrors(error)) {
    const field = fieldOfPath(item.path, fields);
    if (!field) continue;
    const id = item.code ? codeMessages[item.code] : undefined;
    setError(field, { type: 'server', message: id ?? item.message });
  }
}

/**
 * What to tell the user about a failed change: the feature's own text for the problem's code;
 * else, for a refusal they can act on (409: a conflict such as a stale version; 422: a rule such
 * as "not an active employee"), the server's detail; anything else the specification's text for
 * the operation.
 */
export function failureText(
  error: unknown,
  fallback: string,
  codeText?: (code: string) => string | undefined,
): string {
  const code = problemCode(error);
  const own = code && codeText ? codeText(code) : undefined;
  if (own) return own;
  const status = statusOf(error);
  const detail = problemOf(error)?.detail;
  if ((status === 409 || status === 422) && typeof detail === 'string' && detail) return detail;
  return fallback;
}
