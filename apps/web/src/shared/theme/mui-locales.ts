import {
  enUS as coreEn,
  frFR as coreFr,
  roRO as coreRo,
  zhCN as coreZh,
} from '@mui/material/locale';
import {
  enUS as gridEn,
  frFR as gridFr,
  roRO as gridRo,
  zhCN as gridZh,
} from '@mui/x-data-grid/locales';
import {
  enUS as pickersEn,
  frFR as pickersFr,
  roRO as pickersRo,
  zhCN as pickersZh,
} from '@mui/x-date-pickers/locales';
import type { Locale } from '../i18n/catalogues';

// MUI's own texts (pagination, data grid, date pickers) in the chosen language.
export const muiLocales = {
  en: [coreEn, gridEn, pickersEn],
  fr: [coreFr, gridFr, pickersFr],
  ro: [coreRo, gridRo, pickersRo],
  zh: [coreZh, gridZh, pickersZh],
} satisfies Record<Locale, object[]>;
