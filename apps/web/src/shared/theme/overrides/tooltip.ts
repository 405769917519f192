import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides } from './override-types';

export const tooltipOverrides = (theme: Theme): ComponentOverrides['MuiTooltip'] => ({
  defaultProps: { arrow: true },
  styleOverrides: { tooltip: { fontSize: theme.typography.pxToRem(13) } },
});
