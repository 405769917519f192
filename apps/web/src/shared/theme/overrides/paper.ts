import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides, OverrideOptions } from './override-types';

export const paperOverrides = (
  _theme: Theme,
  { borderRadius }: OverrideOptions,
): ComponentOverrides['MuiPaper'] => ({
  defaultProps: { elevation: 0 },
  styleOverrides: { rounded: { borderRadius }, root: { backgroundImage: 'none' } },
});
