import * as z from 'zod/mini';
import { locales } from '../i18n/locale';
import {
  BORDER_RADIUS_MAX,
  BORDER_RADIUS_MIN,
  defaultSettings,
  fontFamilies,
  menuOrientations,
  presetColors,
  themeDirections,
  themeModes,
  type InterfaceSettings,
} from './settings-types';

/** One local-storage key holds every interface setting (spec §3.2). */
export const SETTINGS_STORAGE_KEY = 'paydesk-config';

// Each field is checked on its own, so one bad or outdated value falls back to its default
// without throwing away the user's other choices.
const fieldSchemas: { [K in keyof InterfaceSettings]: z.ZodMiniType<InterfaceSettings[K]> } = {
  menuOrientation: z.enum(menuOrientations),
  miniDrawer: z.boolean(),
  fontFamily: z.enum(Object.keys(fontFamilies) as [keyof typeof fontFamilies]),
  borderRadius: z.number().check(z.int(), z.gte(BORDER_RADIUS_MIN), z.lte(BORDER_RADIUS_MAX)),
  outlinedFilled: z.boolean(),
  mode: z.enum(themeModes),
  presetColor: z.enum(presetColors),
  i18n: z.enum(locales),
  themeDirection: z.enum(themeDirections),
  container: z.boolean(),
};

/**
 * Reads stored settings text; anything missing or invalid takes its default (`defaults`: the
 * specification's, or with the language of a prerendered page when nothing chose one).
 */
export function parseSettings(
  text: string | null,
  defaults: InterfaceSettings = defaultSettings,
): InterfaceSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      stored = parsed as Record<string, unknown>;
    }
  } catch {
    stored = {};
  }
  const result: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(fieldSchemas) as (keyof InterfaceSettings)[]) {
    const field = fieldSchemas[key].safeParse(stored[key]);
    if (field.success) result[key] = field.data;
  }
  return result as InterfaceSettings;
}

/** Validates one change before it is stored; an invalid value changes nothing. */
export function isValidSetting<K extends keyof InterfaceSettings>(
  key: K,
  value: unknown,
): value is InterfaceSettings[K] {
  return fieldSchemas[key].safeParse(value).success;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSettings(
  storage: StorageLike,
  defaults: InterfaceSettings = defaultSettings,
): InterfaceSettings {
  try {
    return parseSettings(storage.getItem(SETTINGS_STORAGE_KEY), defaults);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): the defaults still work.
    return defaults;
  }
}

/** No storage at all: the prerender at build time, where nothing is stored. */
export const noStorage: StorageLike = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

export function writeSettings(storage: StorageLike, settings: InterfaceSettings): void {
  try {
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Unsaved settings still apply to this page.
  }
}
