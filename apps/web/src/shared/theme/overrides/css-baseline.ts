import type { Theme } from '@mui/material/styles';
import type { ComponentOverrides } from './override-types';

// People who ask their system for less motion get none: transitions and animations are cut.
export const cssBaselineOverrides = (_theme: Theme): ComponentOverrides['MuiCssBaseline'] => ({
  styleOverrides: {
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
