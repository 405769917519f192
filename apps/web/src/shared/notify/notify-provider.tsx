import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Deferred } from '../ui/deferred';
import { isToastHostWanted, subscribeToToastDemand } from './toast-queue';

let hostLoading: Promise<ComponentType> | null = null;

/** Downloads the toast host ahead of the first toast, so that toast appears at once. */
export function preloadToastHost(): Promise<ComponentType> {
  hostLoading ??= import('./toast-host').then((module) => module.ToastHost);
  return hostLoading;
}

/** Mounts the toast host once the first toast asks for it; until then it costs no download. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const wanted = useSyncExternalStore(subscribeToToastDemand, isToastHostWanted, isToastHostWanted);
  return (
    <>
      {children}
      <Deferred load={preloadToastHost} wanted={wanted} props={{}} />
    </>
  );
}
