import { readSettings, SETTINGS_STORAGE_KEY, writeSettings } from './settings-storage';
import { defaultSettings, type InterfaceSettings } from './settings-types';

type Listener = () => void;

/**
 * The interface settings as an external store over local storage: changes in this tab notify
 * subscribers directly, changes in another tab arrive through the `storage` event.
 */
export function createSettingsStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  events: Window | null,
  defaults: InterfaceSettings = defaultSettings,
) {
  let current = readSettings(storage, defaults);
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  const handleStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== SETTINGS_STORAGE_KEY) return;
    current = readSettings(storage, defaults);
    emit();
  };

  return {
    getSnapshot: (): InterfaceSettings => current,
    subscribe(listener: Listener): () => void {
      if (listeners.size === 0) events?.addEventListener('storage', handleStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', handleStorage);
      };
    },
    set<K extends keyof InterfaceSettings>(key: K, value: InterfaceSettings[K]): void {
      if (current[key] === value) return;
      current = { ...current, [key]: value };
      writeSettings(storage, current);
      emit();
    },
    reset(): void {
      current = defaultSettings;
      writeSettings(storage, current);
      emit();
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
