import { roRO as core } from '@mui/material/locale';
import { roRO as grid } from '@mui/x-data-grid/locales';
import { roRO as pickers } from '@mui/x-date-pickers/locales';

/** MUI's own texts (pagination, data grid, date pickers) in this language. */
export const muiLocale: object[] = [core, grid, pickers];
