import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { layout } from '@web/shared/theme/breakpoints';

const enter = keyframes`
  from { opacity: 0; transform: scale(0.98); }
  to { opacity: 1; transform: scale(1); }
`;

/**
 * Each page fades and scales in over 0.4 s (spec §2.3). Keyed by path so a new page replays
 * it; people who prefer reduced motion see the page at once.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Box
      key={pathname}
      data-testid="page-transition"
      sx={{
        animation: `${enter} ${layout.pageTransitionSeconds}s ease-out both`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
