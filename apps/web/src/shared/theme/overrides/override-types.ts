import type { Components, Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';

/** The settings the component overrides read besides the theme itself. */
export type OverrideOptions = { borderRadius: number; outlinedFilled: boolean };

export type ComponentOverrides = Components<Omit<Theme, 'components'>>;
