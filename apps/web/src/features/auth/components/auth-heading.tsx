import { Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** The title (the page's h1) and subtitle of a sign-in screen. */
export function AuthHeading({ titleId, subtitleId }: { titleId: string; subtitleId: string }) {
  return (
    <Stack spacing={1} sx={{ mb: 3, textAlign: 'center' }}>
      <Typography variant="h3" component="h1">
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={subtitleId} />
      </Typography>
    </Stack>
  );
}
