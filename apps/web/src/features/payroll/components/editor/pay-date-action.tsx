import { Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PayDateDialog, type PayDateOutcome } from './pay-date-dialog';

export type { PayDateOutcome } from './pay-date-dialog';

type Props = { payDate: string; onChange: (payDate: string) => Promise<PayDateOutcome> };

/** Moves the draft's pay date (e.g. when it has passed): a date, then the draft recomputes. */
export function PayDateAction({ payDate, onChange }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        <FormattedMessage id="payroll.payDate.change" />
      </Button>
      <PayDateDialog
        open={open}
        payDate={payDate}
        onClose={() => setOpen(false)}
        onChange={onChange}
        hintId="payroll.payDate.hint"
      />
    </>
  );
}
