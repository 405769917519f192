import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides } from './override-types';

export const chipOverrides = (theme: Theme): ComponentOverrides['MuiChip'] => ({
  styleOverrides: { root: { fontWeight: theme.typography.fontWeightMedium } },
});
