import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

type Props = {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** More than a sentence (a warning, a list), shown under the message. */
  details?: ReactNode;
  /** Catalogue id of the confirm button; "Confirm" by default. */
  confirmLabelId?: string;
  cancelLabelId?: string;
  /** Red confirm button for actions that destroy or cannot be undone. */
  destructive?: boolean;
  /** Shows a spinner and blocks both buttons while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action; Escape and the backdrop cancel, and focus starts on Cancel. */
export function ConfirmDialog(props: Props) {
  const { open, title, message, destructive = false, busy = false, onConfirm, onCancel } = props;
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {props.details}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          <FormattedMessage id={props.cancelLabelId ?? 'common.cancel'} />
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          <FormattedMessage id={props.confirmLabelId ?? 'common.confirm'} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
