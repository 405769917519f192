import { FormattedMessage, useIntl } from 'react-intl';
import { failureText } from '@web/shared/forms/problem';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { Ltr } from '@web/shared/ui/ltr';
import type { StubOwner } from '../api/pay-stub-keys';
import { useVoidPayment } from '../api/void-payment';

export type VoidTarget = { id: string; payDate: string; netPayCents: number };

type Props = {
  owner: StubOwner;
  employeeName: string;
  /** The stub whose payment is to be voided; null keeps the dialog closed. */
  stub: VoidTarget | null;
  onClose: () => void;
};

/**
 * Asks before voiding a payment, naming the employee, the pay date and the net pay. A refusal
 * shows the server's reason (e.g. the money has gone to the bank), else 'Failed to void payment'.
 */
export function VoidPaymentDialog({ owner, employeeName, stub, onClose }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const notify = useNotify();
  const voiding = useVoidPayment(owner);
  // Awaited rather than given callbacks: the row that opened the dialog may leave the page
  // when the list refreshes, and a mutation's own callbacks do not run after that.
  const confirm = async () => {
    if (!stub) return;
    try {
      await voiding.mutateAsync(stub);
      notify.success('payStubs.void.done');
    } catch (error) {
      notify.error(failureText(error, intl.formatMessage({ id: 'payStubs.error.void' })));
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={stub !== null}
      destructive
      title={<FormattedMessage id="payStubs.void.title" />}
      message={
        stub && (
          <FormattedMessage
            id="payStubs.void.message"
            values={{
              name: <bdi>{employeeName}</bdi>,
              date: <Ltr>{format.date(stub.payDate, 'long')}</Ltr>,
              net: <Ltr>{format.money(stub.netPayCents)}</Ltr>,
            }}
          />
        )
      }
      confirmLabelId="payStubs.void.confirm"
      cancelLabelId="payStubs.void.keep"
      busy={voiding.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
