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

type Props = { payDate: string; onChange: (payDate: string) => Promise<boolean> };

/** Moves the draft's pay date (e.g. when it has passed): a date, then the draft recomputes. */
export function PayDateAction({ payDate, onChange }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<string | null>(payDate);
  const [busy, setBusy] = useState(false);
  // The bank settles nothing on a weekend or a Federal Reserve holiday (the API refuses it too).
  const closed = value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isBusinessDay(value);
  const save = async () => {
    if (!value || closed) return;
    setBusy(true);
    const done = await onChange(value);
    setBusy(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setValue(payDate);
          setOpen(true);
        }}
      >
        <FormattedMessage id="payroll.payDate.change" />
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>
          <FormattedMessage id="payroll.payDate.title" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <FormattedMessage id="payroll.payDate.hint" />
          </DialogContentText>
          <DateField
            label={intl.formatMessage({ id: 'payroll.field.payDate' })}
            value={value}
            onChange={setValue}
            required
            error={closed}
            {...(closed
              ? { helperText: intl.formatMessage({ id: 'payroll.validation.payDateClosed' }) }
              : {})}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={busy || !value || closed}
          >
            <FormattedMessage id="payroll.payDate.save" />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
