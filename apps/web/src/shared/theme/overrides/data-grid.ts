import { alpha, type Theme } from '@mui/material/styles';
import type { ComponentOverrides, OverrideOptions } from './override-types';

export const dataGridOverrides = (
  theme: Theme,
  { borderRadius }: OverrideOptions,
): ComponentOverrides['MuiDataGrid'] => ({
  styleOverrides: {
    root: {
      borderRadius,
      backgroundColor: theme.palette.background.paper,
      '& .MuiDataGrid-columnHeaders': { fontWeight: 600 },
      '& .MuiDataGrid-row:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.04) },
    },
  },
});
