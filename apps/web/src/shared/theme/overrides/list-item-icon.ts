import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides } from './override-types';

export const listItemIconOverrides = (theme: Theme): ComponentOverrides['MuiListItemIcon'] => ({
  styleOverrides: { root: { minWidth: 36, color: theme.palette.text.secondary } },
});
