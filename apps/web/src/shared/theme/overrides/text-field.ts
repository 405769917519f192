import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides, OverrideOptions } from './override-types';

// The outlinedFilled setting (spec §3.2) picks the variant of every text field that does not
// name one itself: outlined when true (the default), filled when false.
export const textFieldOverrides = (
  _theme: Theme,
  { outlinedFilled }: OverrideOptions,
): ComponentOverrides['MuiTextField'] => ({
  defaultProps: { variant: outlinedFilled ? 'outlined' : 'filled', fullWidth: true },
});
