import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides, OverrideOptions } from './override-types';

export const buttonOverrides = (
  _theme: Theme,
  { borderRadius }: OverrideOptions,
): ComponentOverrides['MuiButton'] => ({
  defaultProps: { disableElevation: true },
  styleOverrides: { root: { borderRadius: Math.min(borderRadius, 12) } },
});
