import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { layout } from '@web/shared/theme/breakpoints';
import { PageTransition } from './page-transition';

type Props = { children: ReactNode; container: boolean; extraTop: number };

/** The page area: 88 px below the top, optionally boxed to a fixed width. */
export function MainContent({ children, container, extraTop }: Props) {
  return (
    <Box
      component="main"
      data-testid="main-content"
      sx={{
        flexGrow: 1,
        minWidth: 0,
        mt: `${layout.headerHeight + extraTop}px`,
        p: { xs: 2, md: 3 },
      }}
    >
      <Box sx={{ maxWidth: container ? layout.containerMaxWidth : 'none', mx: 'auto' }}>
        <PageTransition>{children}</PageTransition>
      </Box>
    </Box>
  );
}
