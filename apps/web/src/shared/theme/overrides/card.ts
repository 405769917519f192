import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides } from './override-types';

export const cardOverrides = (theme: Theme): ComponentOverrides['MuiCard'] => ({
  styleOverrides: { root: { border: `1px solid ${theme.palette.divider}` } },
});
