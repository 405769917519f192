import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides, OverrideOptions } from './override-types';

export const outlinedInputOverrides = (
  _theme: Theme,
  { borderRadius }: OverrideOptions,
): ComponentOverrides['MuiOutlinedInput'] => ({
  styleOverrides: { root: { borderRadius } },
});
