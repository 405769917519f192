import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { toastConfig } from './toast-config';
import { attachToastHost } from './toast-queue';

function ToastDelivery() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () => attachToastHost(({ text, variant }) => void enqueueSnackbar(text, { variant })),
    [enqueueSnackbar],
  );
  return null;
}

/** At most three toasts; a fourth dismisses the oldest (notistack's maxSnack behaviour). */
export function ToastHost() {
  return (
    <SnackbarProvider
      maxSnack={toastConfig.maxVisible}
      autoHideDuration={toastConfig.autoHideMs}
      anchorOrigin={toastConfig.anchorOrigin}
      transitionDuration={{ enter: toastConfig.enterMs, exit: toastConfig.exitMs }}
    >
      <ToastDelivery />
    </SnackbarProvider>
  );
}
