import { frFR as core } from '@mui/material/locale';
import { frFR as grid } from '@mui/x-data-grid/locales';
import { frFR as pickers } from '@mui/x-date-pickers/locales';

/** MUI's own texts (pagination, data grid, date pickers) in this language. */
export const muiLocale: object[] = [core, grid, pickers];
