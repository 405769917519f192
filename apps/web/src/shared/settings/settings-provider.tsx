import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '../i18n/locale';
import { SettingsContext, type SettingsApi } from './settings-context';
import { noStorage } from './settings-storage';
import { createSettingsStore } from './settings-store';
import { defaultSettings, type InterfaceSettings } from './settings-types';

type Props = {
  children: ReactNode;
  /**
   * The language of the prerendered page being hydrated (or rendered at build time): the first
   * render uses the default settings in that language, as the page's HTML was rendered; the
   * stored settings apply right after. A language the visitor never chose stays the page's.
   */
  prerendered?: Locale | null;
};

export function SettingsProvider({ children, prerendered = null }: Props) {
  const [firstRender] = useState<InterfaceSettings | null>(() =>
    prerendered ? { ...defaultSettings, i18n: prerendered } : null,
  );
  const [store] = useState(() =>
    typeof window === 'undefined'
      ? createSettingsStore(noStorage, null, firstRender ?? defaultSettings)
      : createSettingsStore(window.localStorage, window, firstRender ?? defaultSettings),
  );
  // React renders the server snapshot while it hydrates, then the stored one if it differs.
  const settings = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    () => firstRender ?? store.getSnapshot(),
  );
  const api = useMemo<SettingsApi>(
    () => ({ settings, setSetting: store.set, resetSettings: store.reset }),
    [settings, store],
  );
  return <SettingsContext.Provider value={api}>{children}</SettingsContext.Provider>;
}
