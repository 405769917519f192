export { AppThemeProvider } from './app-theme-provider';
export { breakpointValues, layout, SPACING_UNIT } from './breakpoints';
export { createAppTheme } from './create-app-theme';
export { presets } from './presets';
