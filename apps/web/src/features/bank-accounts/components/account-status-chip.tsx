import type { BankAccount } from '@paydesk/contracts';
import { Chip, type ChipProps } from '@mui/material';
import { useIntl } from 'react-intl';

const colors: Record<BankAccount['status'], ChipProps['color']> = {
  active: 'success',
  pending: 'warning',
  inactive: 'default',
};

/** Active, pending (on hold until the next business day) or inactive (a replaced funding account). */
export function AccountStatusChip({ status }: { status: BankAccount['status'] }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      component="span"
      color={colors[status]}
      label={intl.formatMessage({ id: `bankAccounts.status.${status}` })}
      title={
        status === 'pending'
          ? intl.formatMessage({ id: 'bankAccounts.status.pendingHint' })
          : undefined
      }
      data-testid="account-status"
    />
  );
}
