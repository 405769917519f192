import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SessionExpiry } from './use-session-expiry';

/** The prompt of §2.7 and §4.1; closing it any way but Stay Signed In signs out (point 7). */
export function SessionExpiryPrompt({ isOpen, isRenewing, stay, signOut }: SessionExpiry) {
  const intl = useIntl();
  const handleClose = () => {
    if (!isRenewing) signOut();
  };
  return (
    <Dialog
      open={isOpen}
      onClose={handleClose}
      fullWidth
      maxWidth={false}
      aria-labelledby="session-expiry-title"
      aria-describedby="session-expiry-text"
      slotProps={{ paper: { sx: { maxWidth: 600, maxHeight: '80vh' } } }}
    >
      <DialogTitle id="session-expiry-title" sx={{ pr: 7 }}>
        <FormattedMessage id="auth.session.title" />
      </DialogTitle>
      <IconButton
        aria-label={intl.formatMessage({ id: 'auth.session.close' })}
        onClick={handleClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent id="session-expiry-text">
        <DialogContentText gutterBottom>
          <FormattedMessage id="auth.session.soon" />
        </DialogContentText>
        <DialogContentText>
          <FormattedMessage id="auth.session.question" />
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={handleClose} disabled={isRenewing}>
          <FormattedMessage id="auth.session.signOut" />
        </Button>
        <Button onClick={stay} variant="contained" disabled={isRenewing} autoFocus>
          <FormattedMessage id="auth.session.stay" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
