import { Button, CircularProgress } from '@mui/material';
import { FormattedMessage } from 'react-intl';

type Props = { labelId: string; busy: boolean };

/** A form's submit button: disabled with a spinner while the call is on its way. */
export function SubmitButton({ labelId, busy }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      <FormattedMessage id={labelId} />
    </Button>
  );
}
