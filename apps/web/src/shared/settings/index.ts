export { SettingsProvider } from './settings-provider';
export { useSettings, type SettingsApi } from './settings-context';
export { SETTINGS_STORAGE_KEY } from './settings-storage';
export * from './settings-types';
