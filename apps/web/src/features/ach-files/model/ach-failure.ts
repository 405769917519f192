import { failureDetail } from '@web/shared/http/http-client';
import { statusOf } from '@web/shared/forms/problem';

/**
 * The server's sentence for a refusal the user can act on (a payroll already in a file, not
 * approved, or unknown; a return file that is not one), else nothing: the caller then shows only
 * the specification's text for the operation.
 */
export function refusalDetail(error: unknown): string | null {
  const status = statusOf(error);
  if (status === null || status < 400 || status >= 500 || status === 401 || status === 403) {
    return null;
  }
  return failureDetail(error, '') || null;
}

/** A payroll changed or went into another file meanwhile: the choice has to be made again. */
export const isConflict = (error: unknown): boolean => statusOf(error) === 409;
