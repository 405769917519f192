import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { isToastHostWanted, subscribeToToastDemand } from './toast-queue';

let hostLoading: Promise<ComponentType> | null = null;

/**
 * Downloads the toast host ahead of the first toast (the signed-in shell does, once it shows),
 * so that toast appears at once.
 */
export function preloadToastHost(): Promise<ComponentType> {
  hostLoading ??= import('./toast-host').then((module) => module.ToastHost);
  return hostLoading;
}

/**
 * Mounts the toast host once the first toast asks for it; until then it costs no download. A
 * plain import and a state update rather than React.lazy: a suspended host would wait on timers,
 * which a paused page clock (the session-expiry tests) never runs.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const wanted = useSyncExternalStore(subscribeToToastDemand, isToastHostWanted);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void preloadToastHost().then((loaded) => {
      if (current) setHost(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return (
    <>
      {children}
      {Host && <Host />}
    </>
  );
}
