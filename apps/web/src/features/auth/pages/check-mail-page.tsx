import { Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';

export function CheckMailPage() {
  return (
    <>
      <AuthHeading titleId="auth.checkMail.title" subtitleId="auth.checkMail.subtitle" />
      <Stack spacing={3} sx={{ textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="auth.checkMail.spam" />
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          <FormattedMessage id="auth.link.backToSignIn" />
        </Button>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="auth.checkMail.noMail" />{' '}
          <AuthLink to="/forgot" messageId="auth.checkMail.tryAgain" />
        </Typography>
      </Stack>
    </>
  );
}
