import { Link } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

/** A translated in-app link between the sign-in screens. */
export function AuthLink({ to, messageId }: { to: string; messageId: string }) {
  return (
    <Link component={RouterLink} to={to} variant="body2" underline="hover">
      <FormattedMessage id={messageId} />
    </Link>
  );
}
