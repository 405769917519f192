import { alpha, type Theme } from '@mui/material/styles';
import type { ComponentOverrides, OverrideOptions } from './override-types';

// The active menu item is highlighted with the preset's main colour on a light tint of it.
export const listItemButtonOverrides = (
  theme: Theme,
  { borderRadius }: OverrideOptions,
): ComponentOverrides['MuiListItemButton'] => ({
  styleOverrides: {
    root: {
      borderRadius,
      marginBottom: theme.spacing(0.5),
      '&.Mui-selected, &.Mui-selected:hover': {
        color: theme.palette.primary.main,
        backgroundColor: alpha(theme.palette.primary.main, 0.12),
        '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
      },
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.06) },
    },
  },
});
