import { Alert } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** A tab whose feature has not been mounted by the app yet. */
export function TabNotAvailable() {
  return (
    <Alert severity="info" data-testid="tab-not-available">
      <FormattedMessage id="employees.profile.notAvailable" />
    </Alert>
  );
}
