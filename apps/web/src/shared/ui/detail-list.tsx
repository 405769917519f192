import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export type DetailItem = { labelId: string; value: ReactNode; testId?: string };

/** Label and value pairs, side by side on wide screens and stacked on narrow ones. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 2fr) 3fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map((item) => (
        <Box key={item.labelId} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            <FormattedMessage id={item.labelId} />
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
            data-testid={item.testId}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
