import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SettingsContext, type SettingsApi } from './settings-context';
import { createSettingsStore } from './settings-store';

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createSettingsStore(window.localStorage, window));
  const settings = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const api = useMemo<SettingsApi>(
    () => ({ settings, setSetting: store.set, resetSettings: store.reset }),
    [settings, store],
  );
  return <SettingsContext.Provider value={api}>{children}</SettingsContext.Provider>;
}
