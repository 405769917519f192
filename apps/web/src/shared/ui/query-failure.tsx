import { Alert, Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';

type Props = { message: string; onRetry?: () => void };

/** A read that failed: the message, and a way to try again. */
export function QueryFailure({ message, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
