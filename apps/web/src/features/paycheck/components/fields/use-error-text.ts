import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { messageIdFor } from '@web/features/paycheck/model/validation-messages';

/** A form error in the user's language; the server's own sentences are shown as written. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (error: FieldError | undefined, values?: Record<string, string>): string | undefined => {
      if (error === undefined) return undefined;
      const message = error.message ?? '';
      const id = messageIdFor(message, error.type);
      return id ? intl.formatMessage({ id }, values) : message;
    },
    [intl],
  );
}
