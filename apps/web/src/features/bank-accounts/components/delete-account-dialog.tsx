import type { BankAccount } from '@paydesk/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureText } from '@web/shared/forms/problem';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import type { Holder } from '../api/bank-account-keys';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { MaskedNumber } from './masked-number';

type Props = { holder: Holder; account: BankAccount | null; onClose: () => void };

/** Asks before deleting an account; the server's reason is shown when it refuses. */
export function DeleteAccountDialog({ holder, account, onClose }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const remove = useDeleteBankAccount(holder);
  const handleConfirm = async () => {
    if (!account) return;
    try {
      await remove.mutateAsync(account.id);
      notify.success({ id: 'bankAccounts.deleted' });
    } catch (error) {
      notify.error(failureText(error, intl.formatMessage({ id: 'bankAccounts.error.delete' })));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={account !== null}
      destructive
      busy={remove.isPending}
      title={<FormattedMessage id="bankAccounts.delete.title" />}
      message={
        <FormattedMessage
          id="bankAccounts.delete.message"
          values={{
            bank: account?.bankName ?? '',
            number: <MaskedNumber last4={account?.accountNumberLast4 ?? ''} />,
          }}
        />
      }
      confirmLabelId="bankAccounts.delete.confirm"
      onConfirm={() => void handleConfirm()}
      onCancel={onClose}
    />
  );
}
