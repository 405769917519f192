import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides, OverrideOptions } from './override-types';

export const filledInputOverrides = (
  _theme: Theme,
  { borderRadius }: OverrideOptions,
): ComponentOverrides['MuiFilledInput'] => ({
  styleOverrides: {
    root: { borderTopLeftRadius: borderRadius, borderTopRightRadius: borderRadius },
  },
});
