import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isToastHostWanted, subscribeToToastDemand } from './toast-queue';

const ToastHost = lazy(async () => ({ default: (await import('./toast-host')).ToastHost }));

/** Mounts the toast host once the first toast asks for it; until then it costs no download. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const wanted = useSyncExternalStore(subscribeToToastDemand, isToastHostWanted);
  return (
    <>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
