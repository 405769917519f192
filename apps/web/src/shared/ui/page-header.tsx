import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBreadcrumbs } from '../layout/breadcrumbs/app-breadcrumbs';

type Props = {
  /** The page title, already translated (e.g. `<FormattedMessage id="…" />`). */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the trailing side (they wrap under the title on narrow screens). */
  actions?: ReactNode;
  /** Hide the breadcrumb trail (e.g. on a dashboard that is the trail's root). */
  hideBreadcrumbs?: boolean;
};

/** Breadcrumbs, title and actions at the top of every page inside the shell. */
export function PageHeader({ title, subtitle, actions, hideBreadcrumbs = false }: Props) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {!hideBreadcrumbs && <AppBreadcrumbs />}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h1" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
