import { Alert } from '@mui/material';
import { useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';

/** The server's detail text of a failed call, else the screen's own fallback message. */
export function FormFailure({ error, fallbackId }: { error: unknown; fallbackId: string }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {failureDetail(error, intl.formatMessage({ id: fallbackId }))}
    </Alert>
  );
}
