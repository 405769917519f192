import DeleteIcon from '@mui/icons-material/Delete';
import type { BankAccount } from '@paydesk/contracts';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '@web/shared/ui/ltr';
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
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'bankAccounts.title' })}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="bankAccounts.column.bank" />
            </TableCell>
            <TableCell sx={narrowHidden}>
              <FormattedMessage id="bankAccounts.column.type" />
            </TableCell>
            <TableCell sx={narrowHidden}>
              <FormattedMessage id="bankAccounts.column.routing" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="bankAccounts.column.account" />
            </TableCell>
            {showSplit && (
              <TableCell align="right">
                <FormattedMessage id="bankAccounts.column.split" />
              </TableCell>
            )}
            <TableCell>
              <FormattedMessage id="bankAccounts.column.status" />
            </TableCell>
            {onDelete && (
              <TableCell align="right">
                <FormattedMessage id="bankAccounts.column.actions" />
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id} data-testid="bank-account-row">
              <TableCell>{account.bankName}</TableCell>
              <TableCell sx={narrowHidden}>
                <FormattedMessage id={`bankAccounts.accountType.${account.accountType}`} />
              </TableCell>
              <TableCell sx={narrowHidden}>
                <Ltr>{account.routingNumber}</Ltr>
              </TableCell>
              <TableCell>
                <MaskedNumber last4={account.accountNumberLast4} />
              </TableCell>
              {showSplit && (
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <SplitText account={account} />
                </TableCell>
              )}
              <TableCell>
                <AccountStatusChip status={account.status} />
              </TableCell>
              {onDelete && (
                <TableCell align="right">
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
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
