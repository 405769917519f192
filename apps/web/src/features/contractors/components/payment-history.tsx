import type { ContractorPaymentItemStatus } from '@paydesk/contracts';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type ChipProps,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { StatusChip } from '@web/shared/ui/status-chip';
import type { PaymentRow } from '../model/payment-rows';

const right = { align: 'right' } as const;

const statusColor: Record<ContractorPaymentItemStatus, ChipProps['color']> = {
  pending: 'info',
  paid: 'success',
  failed: 'error',
  voided: 'default',
};

type Props = {
  rows: readonly PaymentRow[];
  /** Name the payer of each payment (a contractor paid by several companies). */
  showPayer?: boolean;
  emptyId: string;
};

/** A contractor's payments: pay date, the fee, expenses repaid, backup withholding, net, status. */
export function PaymentHistory({ rows, showPayer = false, emptyId }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="payments-empty">
        <FormattedMessage id={emptyId} />
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={intl.formatMessage({ id: 'contractors.payments.title' })}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="contractors.payments.column.payDate" />
            </TableCell>
            {showPayer && (
              <TableCell>
                <FormattedMessage id="contractors.payments.column.payer" />
              </TableCell>
            )}
            <TableCell {...right}>
              <FormattedMessage id="contractors.pay.column.amount" />
            </TableCell>
            <TableCell {...right}>
              <FormattedMessage id="contractors.pay.column.reimbursement" />
            </TableCell>
            <TableCell {...right}>
              <FormattedMessage id="contractors.pay.column.backupWithholding" />
            </TableCell>
            <TableCell {...right}>
              <FormattedMessage id="contractors.pay.column.net" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="contractors.payments.column.status" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="payment-row">
              <TableCell>
                <Ltr noWrap>{format.date(row.payDate)}</Ltr>
                {row.memo && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    <bdi>{row.memo}</bdi>
                  </Typography>
                )}
              </TableCell>
              {showPayer && (
                <TableCell>
                  <bdi>{row.companyName}</bdi>
                </TableCell>
              )}
              <TableCell {...right}>
                <MoneyDisplay cents={row.amountCents} />
              </TableCell>
              <TableCell {...right}>
                <MoneyDisplay cents={row.reimbursementCents} />
              </TableCell>
              <TableCell {...right}>
                <MoneyDisplay cents={row.backupWithholdingCents} />
              </TableCell>
              <TableCell {...right} data-testid="payment-net">
                <MoneyDisplay cents={row.netCents} />
              </TableCell>
              <TableCell>
                <StatusChip
                  label={intl.formatMessage(
                    { id: `contractors.payments.status.${row.status}` },
                    { code: row.returnCode ?? '' },
                  )}
                  color={statusColor[row.status]}
                  testId="payment-status"
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
