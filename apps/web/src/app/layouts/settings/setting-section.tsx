import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A titled block of the settings drawer. */
export function SettingSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Box>
  );
}
