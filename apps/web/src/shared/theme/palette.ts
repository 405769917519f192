import type { PaletteOptions } from '@mui/material/styles';
import type { PresetColor, ThemeMode } from '../settings/settings-types';
import { presets } from './presets';

/** The MUI palette of one preset in one mode; status colours are shared by every preset. */
export function buildPalette(mode: ThemeMode, preset: PresetColor): PaletteOptions {
  const colours = presets[preset][mode];
  const dark = mode === 'dark';
  return {
    mode,
    primary: colours.primary,
    secondary: colours.secondary,
    background: colours.background,
    success: { main: dark ? '#81c784' : '#2e7d32' },
    warning: { main: dark ? '#ffb74d' : '#b45309' },
    error: { main: dark ? '#ef9a9a' : '#c62828' },
    info: { main: dark ? '#81d4fa' : '#0277bd' },
    divider: dark ? 'rgba(255, 255, 255, 0.12)' : 'rgba(15, 23, 42, 0.12)',
    text: dark
      ? { primary: '#e8edf5', secondary: '#aab4c5' }
      : { primary: '#172033', secondary: '#4a5568' },
  };
}
