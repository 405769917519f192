export type ToastVariant = 'success' | 'error' | 'info' | 'warning';
export type Toast = { text: string; variant: ToastVariant };

type Deliver = (toast: Toast) => void;

/**
 * Toasts wait here until the toast host (notistack, a chunk of its own) has mounted. Most first
 * pages never show a toast, so the host loads with the first toast, not with the page. Module
 * state, because there is one host per document.
 */
let deliver: Deliver | null = null;
let hostWanted = false;
const waiting: Toast[] = [];
const demandListeners = new Set<() => void>();

export function showToast(toast: Toast): void {
  if (deliver) {
    deliver(toast);
    return;
  }
  waiting.push(toast);
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of demandListeners) listener();
  }
}

/** Whether a toast has asked for the host (read with useSyncExternalStore). */
export const isToastHostWanted = (): boolean => hostWanted;

export function subscribeToToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

/** The mounted host takes the waiting toasts in order, then every later one at once. */
export function attachToastHost(show: Deliver): () => void {
  deliver = show;
  for (const toast of waiting.splice(0)) show(toast);
  return () => {
    if (deliver === show) deliver = null;
  };
}
