import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { messageIdOf, type MessageTable } from './message-table';
import { sharedMessages } from './validation-message';

const FormMessagesContext = createContext<MessageTable>(sharedMessages);

/** The message table of the forms inside: a feature's contract messages and its fallbacks. */
export function FormMessages({ table, children }: { table: MessageTable; children: ReactNode }) {
  return <FormMessagesContext.Provider value={table}>{children}</FormMessagesContext.Provider>;
}

/**
 * A field error in the user's language: the catalogue text its message or code maps to, or the
 * server's own sentence as written when the catalogue has none.
 */
export function useFieldErrorText() {
  const intl = useIntl();
  const table = useContext(FormMessagesContext);
  return useCallback(
    (error: FieldError | undefined, values?: Record<string, string>): string | undefined => {
      if (error === undefined) return undefined;
      const id = messageIdOf(table, error);
      return id ? intl.formatMessage({ id }, values) : (error.message ?? '');
    },
    [intl, table],
  );
}
