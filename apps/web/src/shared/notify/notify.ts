import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { failureDetail } from '../http/http-client';
import { showToast, type ToastVariant } from './toast-queue';

/**
 * A catalogue id (optionally with values), or a text that is already readable, such as the
 * server's detail text. A plain string that names a catalogue entry is translated.
 */
export type NotifyMessage = string | { id: string; values?: Record<string, string | number> };

export type Notify = {
  success: (message: NotifyMessage) => void;
  error: (message: NotifyMessage) => void;
  info: (message: NotifyMessage) => void;
  warning: (message: NotifyMessage) => void;
  /** A failed call: the server's detail text when it sent one, else the catalogue text. */
  failure: (error: unknown, fallbackId: string) => void;
};

export function resolveMessage(intl: IntlShape, message: NotifyMessage): string {
  if (typeof message !== 'string') return intl.formatMessage({ id: message.id }, message.values);
  return message in intl.messages ? intl.formatMessage({ id: message }) : message;
}

/** The one way features show toasts (spec §8 texts through the catalogues). */
export function useNotify(): Notify {
  const intl = useIntl();
  return useMemo(() => {
    const show = (variant: ToastVariant) => (message: NotifyMessage) => {
      showToast({ text: resolveMessage(intl, message), variant });
    };
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
      failure: (error: unknown, fallbackId: string) =>
        show('error')(failureDetail(error, intl.formatMessage({ id: fallbackId }))),
    };
  }, [intl]);
}
