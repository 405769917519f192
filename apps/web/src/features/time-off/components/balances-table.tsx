import type { TimeOffBalance } from '@paydesk/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Hours } from './request-bits';

const figures = ['accrued', 'used', 'pending'] as const;
const figureOf = (balance: TimeOffBalance, figure: (typeof figures)[number]) =>
  figure === 'accrued'
    ? balance.accruedYtdHours
    : figure === 'used'
      ? balance.usedYtdHours
      : balance.pendingHours;

/** Each policy's balance with this year's accrued and used hours and the hours pending. */
export function BalancesTable({ balances }: { balances: readonly TimeOffBalance[] }) {
  const intl = useIntl();
  if (balances.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="balances-empty">
        <FormattedMessage id="timeOff.balances.empty" />
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'timeOff.balances.title' })}>
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage id="timeOff.balances.column.policy" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="timeOff.balances.column.balance" />
          </TableCell>
          {figures.map((figure) => (
            <TableCell key={figure} align="right">
              <FormattedMessage id={`timeOff.balances.column.${figure}`} />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {balances.map((balance) => (
          <TableRow key={balance.policyId} data-testid={`balance-${balance.policyId}`}>
            <TableCell component="th" scope="row">
              <bdi>{balance.name}</bdi>
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              <Hours hours={balance.balanceHours} testId={`balance-hours-${balance.policyId}`} />
            </TableCell>
            {figures.map((figure) => (
              <TableCell key={figure} align="right">
                <Hours hours={figureOf(balance, figure)} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
