import type { FieldError } from '@paydesk/contracts';
import type { HttpFailure } from '@web/shared/http/http-client';

function problemOf(error: unknown) {
  const body = (error as Partial<HttpFailure> | null | undefined)?.body;
  return body && typeof body === 'object' ? body : null;
}

export function statusOf(error: unknown): number | null {
  const status = (error as Partial<HttpFailure> | null | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * What to tell the user about a failed change. A refusal they can act on (409: a conflict such
 * as a stale version or more than 100% ownership; 422: a rule such as "not an active employee")
 * shows the server's detail; anything else shows the specification's text for the operation.
 */
export function failureText(error: unknown, fallback: string): string {
  const status = statusOf(error);
  const detail = problemOf(error)?.detail;
  if ((status === 409 || status === 422) && typeof detail === 'string' && detail) return detail;
  return fallback;
}

/** The field-level problems a 400/422 answer lists (`errors: [{path, message}]`). */
export function problemFieldErrors(error: unknown): FieldError[] {
  const errors = problemOf(error)?.errors;
  return Array.isArray(errors) ? errors : [];
}
