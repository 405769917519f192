import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides } from './override-types';

export const drawerOverrides = (theme: Theme): ComponentOverrides['MuiDrawer'] => ({
  styleOverrides: {
    paper: { backgroundColor: theme.palette.background.paper, borderRadius: 0 },
  },
});
