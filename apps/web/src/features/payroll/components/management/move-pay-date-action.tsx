import type { Payroll } from '@paydesk/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureText, problemCode } from '@web/shared/forms/problem';
import { useNotify } from '@web/shared/notify';
import { Deferred } from '@web/shared/ui/deferred';
import { usePatchPayroll } from '../../api/patch-payroll';
import { payDateCodeMessages } from '../../model/off-cycle-form';
import type { PayDateOutcome } from '../editor/pay-date-dialog';

// The dialog and its date picker download at the first click, not with the payrolls page.
const loadDialog = () => import('../editor/pay-date-dialog').then((module) => module.PayDateDialog);

/**
 * Moves an approved payroll's pay date within its year. The API refuses another year and a date
 * that would change any figure (the owner edits the payroll instead): the dialog says so next to
 * the field and stays open.
 */
export function MovePayDateAction({ companyId, payroll }: { companyId: string; payroll: Payroll }) {
  const intl = useIntl();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const patch = usePatchPayroll(companyId, payroll.id);
  const move = async (payDate: string): Promise<PayDateOutcome> => {
    try {
      await patch.mutateAsync({ version: payroll.version, payDate });
      notify.success('payroll.move.done');
      return true;
    } catch (error) {
      const code = problemCode(error);
      const fieldMessageId = code ? payDateCodeMessages[code] : undefined;
      if (fieldMessageId) return { fieldMessageId };
      notify.error(failureText(error, intl.formatMessage({ id: 'payroll.error.update' })));
      return false;
    }
  };
  return (
    <>
      <Button
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <FormattedMessage id="payroll.move.open" />
      </Button>
      <Deferred
        load={loadDialog}
        wanted={wanted}
        props={{
          open,
          payDate: payroll.payDate,
          onClose: () => setOpen(false),
          onChange: move,
          hintId: 'payroll.move.hint',
        }}
      />
    </>
  );
}
