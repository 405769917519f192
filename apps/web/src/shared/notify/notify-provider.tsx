import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { toastConfig } from './toast-config';

/** At most three toasts; a fourth dismisses the oldest (notistack's maxSnack behaviour). */
export function NotifyProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={toastConfig.maxVisible}
      autoHideDuration={toastConfig.autoHideMs}
      anchorOrigin={toastConfig.anchorOrigin}
      transitionDuration={{ enter: toastConfig.enterMs, exit: toastConfig.exitMs }}
    >
      {children}
    </SnackbarProvider>
  );
}
