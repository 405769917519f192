import type { Theme } from '@mui/material/styles';
import { appBarOverrides } from './app-bar';
import { buttonOverrides } from './button';
import { cardOverrides } from './card';
import { chipOverrides } from './chip';
import { cssBaselineOverrides } from './css-baseline';
import { dataGridOverrides } from './data-grid';
import { drawerOverrides } from './drawer';
import { filledInputOverrides } from './filled-input';
import { listItemButtonOverrides } from './list-item-button';
import { listItemIconOverrides } from './list-item-icon';
import { outlinedInputOverrides } from './outlined-input';
import type { ComponentOverrides, OverrideOptions } from './override-types';
import { paperOverrides } from './paper';
import { textFieldOverrides } from './text-field';
import { tooltipOverrides } from './tooltip';

/** Every component override, one file per MUI component. */
export function componentOverrides(theme: Theme, options: OverrideOptions): ComponentOverrides {
  return {
    MuiAppBar: appBarOverrides(theme),
    MuiButton: buttonOverrides(theme, options),
    MuiCard: cardOverrides(theme),
    MuiChip: chipOverrides(theme),
    MuiCssBaseline: cssBaselineOverrides(theme),
    MuiDataGrid: dataGridOverrides(theme, options),
    MuiDrawer: drawerOverrides(theme),
    MuiFilledInput: filledInputOverrides(theme, options),
    MuiListItemButton: listItemButtonOverrides(theme, options),
    MuiListItemIcon: listItemIconOverrides(theme),
    MuiOutlinedInput: outlinedInputOverrides(theme, options),
    MuiPaper: paperOverrides(theme, options),
    MuiTextField: textFieldOverrides(theme, options),
    MuiTooltip: tooltipOverrides(theme),
  };
}
