import DeleteIcon from '@mui/icons-material/Delete';
import type { BankAccount } from '@paydesk/contracts';
import { IconButton, Tooltip } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '@web/shared/ui/ltr';
import { RecordTable } from '@web/shared/ui/record-table';
import { AccountStatusChip } from './account-status-chip';
import { MaskedNumber } from './masked-number';
import { SplitText } from './split-text';

type Props = {
  accounts: readonly BankAccount[];
  /** Shows the split column (an employee's accounts). */
  showSplit: boolean;
  /** Shown as a delete button on each row when given. */
  onDelete?: (account: BankAccount) => void;
};

const narrowHidden = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Accounts with their bank, type, masked numbers, share of the pay and status. */
export function BankAccountTable({ accounts, showSplit, onDelete }: Props) {
  const intl = useIntl();
  return (
    <RecordTable
      label={intl.formatMessage({ id: 'bankAccounts.title' })}
      size="small"
      records={accounts}
      rowProps={() => ({ 'data-testid': 'bank-account-row' })}
      columns={[
        { labelId: 'bankAccounts.column.bank', cell: (account) => account.bankName },
        {
          labelId: 'bankAccounts.column.type',
          sx: narrowHidden,
          cell: (account) => (
            <FormattedMessage id={`bankAccounts.accountType.${account.accountType}`} />
          ),
        },
        {
          labelId: 'bankAccounts.column.routing',
          sx: narrowHidden,
          cell: (account) => <Ltr>{account.routingNumber}</Ltr>,
        },
        {
          labelId: 'bankAccounts.column.account',
          cell: (account) => <MaskedNumber last4={account.accountNumberLast4} />,
        },
        showSplit && {
          labelId: 'bankAccounts.column.split',
          align: 'right',
          cellSx: { fontVariantNumeric: 'tabular-nums' },
          cell: (account) => <SplitText account={account} />,
        },
        {
          labelId: 'bankAccounts.column.status',
          cell: (account) => <AccountStatusChip status={account.status} />,
        },
        onDelete !== undefined && {
          labelId: 'bankAccounts.column.actions',
          align: 'right',
          cell: (account) => (
            <Tooltip title={intl.formatMessage({ id: 'bankAccounts.delete.open' })}>
              <IconButton
                size="small"
                color="error"
                aria-label={intl.formatMessage(
                  { id: 'bankAccounts.delete.openOf' },
                  { last4: account.accountNumberLast4 },
                )}
                onClick={() => onDelete(account)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
