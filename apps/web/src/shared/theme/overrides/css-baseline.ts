import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides } from './override-types';

// People who ask their system for less motion get none: transitions and animations are cut.
export const cssBaselineOverrides = (theme: Theme): ComponentOverrides['MuiCssBaseline'] => ({
  styleOverrides: {
    // Paydesk's languages are all written left to right; the right-to-left setting mirrors the
    // layout. A sentence keeps its own reading order inside it ("26 paychecks a year", the full
    // stop at its end) by taking its direction from its first letter.
    ...(theme.direction === 'rtl'
      ? {
          'p, .MuiTypography-body1, .MuiTypography-body2, .MuiFormHelperText-root, .MuiAlert-message, .MuiSelect-select, .MuiMenuItem-root, .MuiChip-label':
            { unicodeBidi: 'plaintext' },
        }
      : {}),
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});
