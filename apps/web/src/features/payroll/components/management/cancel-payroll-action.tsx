import type { Payroll } from '@paydesk/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureText } from '@web/shared/forms/problem';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { usePatchPayroll } from '../../api/patch-payroll';

/** Cancel an approved payroll, after asking (its pay stubs are voided; it cannot be undone). */
export function CancelPayrollAction({
  companyId,
  payroll,
}: {
  companyId: string;
  payroll: Payroll;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const patch = usePatchPayroll(companyId, payroll.id);
  // Awaited rather than given callbacks: once cancelled, this button is gone from the view,
  // and a mutation's own callbacks do not run after their component has left.
  const cancel = async () => {
    try {
      await patch.mutateAsync({ version: payroll.version, status: 'cancelled' });
      notify.success('payroll.cancel.done');
    } catch (error) {
      notify.error(failureText(error, intl.formatMessage({ id: 'payroll.error.update' })));
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        <FormattedMessage id="payroll.cancel.open" />
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        title={<FormattedMessage id="payroll.cancel.title" />}
        message={
          <FormattedMessage
            id="payroll.cancel.message"
            values={{ date: format.date(payroll.payDate, 'long') }}
          />
        }
        confirmLabelId="payroll.cancel.confirm"
        cancelLabelId="payroll.cancel.keep"
        busy={patch.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
