import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides } from './override-types';

export const appBarOverrides = (theme: Theme): ComponentOverrides['MuiAppBar'] => ({
  defaultProps: { elevation: 0, color: 'inherit' },
  styleOverrides: {
    root: {
      backgroundColor: theme.palette.background.paper,
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
  },
});
