import { createContext, useContext } from 'react';
import type { InterfaceSettings } from './settings-types';

export type SettingsApi = {
  settings: InterfaceSettings;
  /** Changes one setting; it is stored at once and reaches the other open tabs. */
  setSetting: <K extends keyof InterfaceSettings>(key: K, value: InterfaceSettings[K]) => void;
  /** Restores every setting to its default. */
  resetSettings: () => void;
};

export const SettingsContext = createContext<SettingsApi | null>(null);

export function useSettings(): SettingsApi {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
