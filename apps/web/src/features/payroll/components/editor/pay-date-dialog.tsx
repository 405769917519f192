import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { isBusinessDay } from '@paydesk/engine/calendar';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateField } from '@web/shared/ui/date-field/date-field';

/**
 * How a change ended: done (the dialog closes), refused with the catalogue id of what to say next
 * to the field (the dialog stays open on it), or failed otherwise (the caller told the user).
 */
export type PayDateOutcome = boolean | { fieldMessageId: string };

export type PayDateDialogProps = {
  open: boolean;
  payDate: string;
  onClose: () => void;
  onChange: (payDate: string) => Promise<PayDateOutcome>;
  /** What the dialog explains above the field: a draft's recomputation or a payroll's limits. */
  hintId: string;
};

/**
 * The pay-date dialog: a date, checked against the banks' calendar as it is typed, and the API's
 * refusals of it (another tax year, figures that would change) shown next to the field.
 */
export function PayDateDialog({ open, payDate, onClose, onChange, hintId }: PayDateDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [value, setValue] = useState<string | null>(payDate);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Each opening starts from the pay date as it is, with nothing refused yet (set while
  // rendering, as React advises for state that follows a prop).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(payDate);
      setRefusal(null);
    }
  }
  // The bank settles nothing on a weekend or a Federal Reserve holiday (the API refuses it too).
  const closed = value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isBusinessDay(value);
  const fieldMessageId = closed ? 'payroll.validation.payDateClosed' : refusal;
  const save = async () => {
    if (!value || closed) return;
    setBusy(true);
    const outcome = await onChange(value);
    setBusy(false);
    if (typeof outcome === 'object') setRefusal(outcome.fieldMessageId);
    else if (outcome) onClose();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="payroll.payDate.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id={hintId} />
        </DialogContentText>
        <DateField
          label={intl.formatMessage({ id: 'payroll.field.payDate' })}
          value={value}
          onChange={(next) => {
            setValue(next);
            setRefusal(null);
          }}
          required
          error={fieldMessageId !== null}
          {...(fieldMessageId !== null
            ? { helperText: intl.formatMessage({ id: fieldMessageId }) }
            : {})}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={busy || !value || fieldMessageId !== null}
        >
          <FormattedMessage id="payroll.payDate.save" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
