import type { Employee } from '@paydesk/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { failureText, problemCode, problemFieldErrors, statusOf } from '@web/shared/forms/problem';
import { useNotify } from '@web/shared/notify/notify';
import { employeeCodeMessages, VERSION_STALE } from '../../model/employee-messages';

/** Whether a failed save was refused because the record changed since it was read. */
export const isStale = (error: unknown): boolean =>
  problemCode(error) === VERSION_STALE || (statusOf(error) === 409 && problemCode(error) === null);

/**
 * Saving one section of the profile: the saved record replaces the cached one (the form starts
 * again from it); field errors go next to their fields; a stale version is shown by the form
 * with a reload; any other refusal is a toast ('Failed to save employee data', spec §8).
 */
export function useSectionSave<Body, Values extends FieldValues>(
  mutation: UseMutationResult<Employee, unknown, Body>,
  setError: UseFormSetError<Values>,
  /** The form field a server path names (the section's request and form may differ). */
  formPathOf: (path: string) => string = (path) => path.replace(/^body\./, ''),
) {
  const intl = useIntl();
  const notify = useNotify();
  const save = (body: Body) =>
    mutation.mutate(body, {
      onSuccess: () => notify.success({ id: 'employees.profile.saved' }),
      onError: (error) => {
        if (isStale(error)) return;
        const fieldErrors = problemFieldErrors(error);
        for (const item of fieldErrors) {
          const id = item.code ? employeeCodeMessages[item.code] : undefined;
          setError(formPathOf(item.path) as FieldPath<Values>, {
            type: 'server',
            message: id ?? item.message,
          });
        }
        if (fieldErrors.length === 0) {
          const own = (code: string) => {
            const id = employeeCodeMessages[code];
            return id ? intl.formatMessage({ id }) : undefined;
          };
          notify.error(failureText(error, intl.formatMessage({ id: 'employees.error.save' }), own));
        }
      },
    });
  return { save, stale: mutation.isError && isStale(mutation.error), busy: mutation.isPending };
}
