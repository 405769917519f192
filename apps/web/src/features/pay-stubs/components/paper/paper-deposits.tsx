import type { PayStubDeposit } from '@paydesk/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { maskedAccount, noDepositMessageId } from '../../model/paper-layout';

type Props = { deposits: readonly PayStubDeposit[]; netPayCents: number };

/** Where the net pay went: each account by bank and last four digits, a check, or nothing. */
export function PaperDeposits({ deposits, netPayCents }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'payStubs.paper.deposits' });
  return (
    <div data-testid="pay-stub-deposits">
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {deposits.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={noDepositMessageId(netPayCents)} />
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="payStubs.paper.bank" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="payStubs.paper.account" />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage id="payStubs.paper.amount" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {deposits.map((deposit, index) => (
              <TableRow key={`${deposit.accountNumberLast4}-${index}`}>
                <TableCell dir="auto">
                  {deposit.bankName ?? <FormattedMessage id="payStubs.paper.bankUnknown" />}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>
                  <Ltr>{maskedAccount(deposit.accountNumberLast4)}</Ltr>
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <MoneyDisplay cents={deposit.amountCents} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
