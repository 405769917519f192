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

type Props = {
  payDate: string;
  onChange: (payDate: string) => Promise<PayDateOutcome>;
  /** The button's text and the dialog's hint: a draft's by default. */
  openLabelId?: string;
  hintId?: string;
};

/**
 * Moves a pay date: a draft's (e.g. when it has passed; the draft recomputes) or an approved
 * payroll's. The API's refusals of the date are shown next to the field.
 */
export function PayDateAction({
  payDate,
  onChange,
  openLabelId = 'payroll.payDate.change',
  hintId = 'payroll.payDate.hint',
}: Props) {
  const intl = useIntl();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<string | null>(payDate);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The bank settles nothing on a weekend or a Federal Reserve holiday (the API refuses it too).
  const closed = value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isBusinessDay(value);
  const fieldMessageId = closed ? 'payroll.validation.payDateClosed' : refusal;
  const save = async () => {
    if (!value || closed) return;
    setBusy(true);
    const outcome = await onChange(value);
    setBusy(false);
    if (typeof outcome === 'object') setRefusal(outcome.fieldMessageId);
    else if (outcome) setOpen(false);
  };
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setValue(payDate);
          setRefusal(null);
          setOpen(true);
        }}
      >
        <FormattedMessage id={openLabelId} />
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
          <Button onClick={() => setOpen(false)} disabled={busy}>
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
    </>
  );
}
