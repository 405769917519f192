import { locales, type Locale } from '../i18n/locale';

export const menuOrientations = ['vertical', 'horizontal'] as const;
export const themeModes = ['light', 'dark'] as const;
export const presetColors = [
  'default',
  'theme1',
  'theme2',
  'theme3',
  'theme4',
  'theme5',
  'theme6',
] as const;
export const themeDirections = ['ltr', 'rtl'] as const;

/** Font stacks offered in the settings drawer; Inter and Roboto ship with the app. */
export const fontFamilies = {
  inter: `'Inter Variable', 'Inter', sans-serif`,
  roboto: `'Roboto Variable', 'Roboto', sans-serif`,
  system: `system-ui, -apple-system, 'Segoe UI', 'Noto Sans', sans-serif`,
} as const;
export type FontFamilyName = keyof typeof fontFamilies;

export const BORDER_RADIUS_MIN = 0;
export const BORDER_RADIUS_MAX = 24;

/** The interface settings of the specification §3.2, with its field names. */
export type InterfaceSettings = {
  menuOrientation: (typeof menuOrientations)[number];
  miniDrawer: boolean;
  fontFamily: FontFamilyName;
  borderRadius: number;
  outlinedFilled: boolean;
  mode: (typeof themeModes)[number];
  presetColor: (typeof presetColors)[number];
  i18n: Locale;
  themeDirection: (typeof themeDirections)[number];
  container: boolean;
};

export type ThemeMode = InterfaceSettings['mode'];
export type PresetColor = InterfaceSettings['presetColor'];
export type ThemeDirection = InterfaceSettings['themeDirection'];

export const defaultSettings: InterfaceSettings = {
  menuOrientation: 'vertical',
  miniDrawer: false,
  fontFamily: 'inter',
  borderRadius: 8,
  outlinedFilled: true,
  mode: 'light',
  presetColor: 'default',
  i18n: 'en',
  themeDirection: 'ltr',
  container: false,
};

export const supportedLocales = locales;
