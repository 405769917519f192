import { createTheme, type Theme } from '@mui/material/styles';
import { fontFamilies, type InterfaceSettings } from '../settings/settings-types';
import { breakpointValues, SPACING_UNIT } from './breakpoints';
import { componentOverrides } from './overrides';
import { buildPalette } from './palette';
import { buildTypography } from './typography';

/** The MUI theme of the current interface settings, with MUI's texts in their language. */
export function createAppTheme(settings: InterfaceSettings, muiLocale: object[] = []): Theme {
  const base = createTheme({
    direction: settings.themeDirection,
    palette: buildPalette(settings.mode, settings.presetColor),
    typography: buildTypography(fontFamilies[settings.fontFamily]),
    breakpoints: { values: breakpointValues },
    spacing: SPACING_UNIT,
    shape: { borderRadius: settings.borderRadius },
  });
  const options = { borderRadius: settings.borderRadius, outlinedFilled: settings.outlinedFilled };
  return createTheme(base, { components: componentOverrides(base, options) }, ...muiLocale);
}
