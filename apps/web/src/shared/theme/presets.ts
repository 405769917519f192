import type { PresetColor, ThemeMode } from '../settings/settings-types';

export type PresetPalette = {
  primary: { light: string; main: string; dark: string; contrastText: string };
  secondary: { light: string; main: string; dark: string; contrastText: string };
  background: { default: string; paper: string };
};

const WHITE = '#ffffff';
const INK = '#0b1220';

// Seven palettes, each in light and dark. Light modes use deep colours under white text; dark
// modes use light tints under dark text. presets.test.ts checks WCAG AA contrast for every one.
export const presets: Record<PresetColor, Record<ThemeMode, PresetPalette>> = {
  default: {
    light: {
      primary: { light: '#e3f2fd', main: '#1565c0', dark: '#0d47a1', contrastText: WHITE },
      secondary: { light: '#ede7f6', main: '#5e35b1', dark: '#4527a0', contrastText: WHITE },
      background: { default: '#f3f6fb', paper: WHITE },
    },
    dark: {
      primary: { light: '#1e3a5f', main: '#90caf9', dark: '#64b5f6', contrastText: INK },
      secondary: { light: '#2e2350', main: '#b39ddb', dark: '#9575cd', contrastText: INK },
      background: { default: '#0f172a', paper: '#1a2235' },
    },
  },
  theme1: {
    light: {
      primary: { light: '#e0f2f1', main: '#00695c', dark: '#004d40', contrastText: WHITE },
      secondary: { light: '#fbe9e7', main: '#bf360c', dark: '#8c2704', contrastText: WHITE },
      background: { default: '#f1f7f6', paper: WHITE },
    },
    dark: {
      primary: { light: '#123d38', main: '#80cbc4', dark: '#4db6ac', contrastText: INK },
      secondary: { light: '#4a2214', main: '#ffab91', dark: '#ff8a65', contrastText: INK },
      background: { default: '#0c1a19', paper: '#142624' },
    },
  },
  theme2: {
    light: {
      primary: { light: '#ede7f6', main: '#4527a0', dark: '#311b92', contrastText: WHITE },
      secondary: { light: '#e0f7fa', main: '#006064', dark: '#004346', contrastText: WHITE },
      background: { default: '#f5f3fb', paper: WHITE },
    },
    dark: {
      primary: { light: '#2e2350', main: '#b39ddb', dark: '#9575cd', contrastText: INK },
      secondary: { light: '#0f3d40', main: '#80deea', dark: '#4dd0e1', contrastText: INK },
      background: { default: '#14111f', paper: '#1f1a2e' },
    },
  },
  theme3: {
    light: {
      primary: { light: '#fff3e0', main: '#9a4a00', dark: '#6d3400', contrastText: WHITE },
      secondary: { light: '#eceff1', main: '#37474f', dark: '#263238', contrastText: WHITE },
      background: { default: '#faf6f1', paper: WHITE },
    },
    dark: {
      primary: { light: '#4a3000', main: '#ffcc80', dark: '#ffb74d', contrastText: INK },
      secondary: { light: '#263238', main: '#b0bec5', dark: '#90a4ae', contrastText: INK },
      background: { default: '#1a140d', paper: '#261e15' },
    },
  },
  theme4: {
    light: {
      primary: { light: '#ffebee', main: '#b71c1c', dark: '#7f0000', contrastText: WHITE },
      secondary: { light: '#e8eaf6', main: '#283593', dark: '#1a237e', contrastText: WHITE },
      background: { default: '#fbf4f4', paper: WHITE },
    },
    dark: {
      primary: { light: '#4a1414', main: '#ef9a9a', dark: '#e57373', contrastText: INK },
      secondary: { light: '#1f2550', main: '#9fa8da', dark: '#7986cb', contrastText: INK },
      background: { default: '#1a0f10', paper: '#271718' },
    },
  },
  theme5: {
    light: {
      primary: { light: '#e8f5e9', main: '#2e7d32', dark: '#1b5e20', contrastText: WHITE },
      secondary: { light: '#f3e5f5', main: '#6a1b9a', dark: '#4a148c', contrastText: WHITE },
      background: { default: '#f3f8f3', paper: WHITE },
    },
    dark: {
      primary: { light: '#1c3d1e', main: '#a5d6a7', dark: '#81c784', contrastText: INK },
      secondary: { light: '#3b1a4a', main: '#ce93d8', dark: '#ba68c8', contrastText: INK },
      background: { default: '#0e1a0f', paper: '#172618' },
    },
  },
  theme6: {
    light: {
      primary: { light: '#fce4ec', main: '#ad1457', dark: '#78002e', contrastText: WHITE },
      secondary: { light: '#eceff1', main: '#455a64', dark: '#263238', contrastText: WHITE },
      background: { default: '#fbf3f6', paper: WHITE },
    },
    dark: {
      primary: { light: '#4a1430', main: '#f48fb1', dark: '#f06292', contrastText: INK },
      secondary: { light: '#263238', main: '#b0bec5', dark: '#90a4ae', contrastText: INK },
      background: { default: '#1a0f14', paper: '#27171f' },
    },
  },
};
