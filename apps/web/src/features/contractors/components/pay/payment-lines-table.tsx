import type { ContractorPaymentLine } from '@paydesk/contracts';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';

type Totals = {
  amountCents: number;
  reimbursementCents: number;
  backupWithholdingCents: number;
  netCents: number;
};

type Props = {
  lines: readonly ContractorPaymentLine[];
  totals: Totals;
  /** The table's accessible name (catalogue id). */
  labelId: string;
};

const right = { align: 'right' } as const;

/** A payment run's lines, each with its backup withholding and net pay, and their totals. */
export function PaymentLinesTable({ lines, totals, labelId }: Props) {
  const intl = useIntl();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={intl.formatMessage({ id: labelId })}
        sx={{
          '& tfoot td': {
            fontSize: (theme) => theme.typography.body2.fontSize,
            color: 'text.primary',
            fontWeight: 600,
          },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="contractors.pay.column.contractor" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="contractors.pay.column.method" />
            </TableCell>
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
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.contractorId} data-testid={`payment-line-${line.contractorId}`}>
              <TableCell>
                <bdi>{line.contractorName}</bdi>
                {line.memo && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    <bdi>{line.memo}</bdi>
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <FormattedMessage id={`contractors.paymentMethod.${line.paymentMethod}`} />
              </TableCell>
              <TableCell {...right}>
                <MoneyDisplay cents={line.amountCents} />
              </TableCell>
              <TableCell {...right}>
                <MoneyDisplay cents={line.reimbursementCents} />
              </TableCell>
              <TableCell {...right} data-testid="line-backup-withholding">
                <MoneyDisplay cents={line.backupWithholdingCents} />
              </TableCell>
              <TableCell {...right} data-testid="line-net">
                <MoneyDisplay cents={line.netCents} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>
              <FormattedMessage id="contractors.pay.total" />
            </TableCell>
            <TableCell {...right}>
              <MoneyDisplay cents={totals.amountCents} />
            </TableCell>
            <TableCell {...right}>
              <MoneyDisplay cents={totals.reimbursementCents} />
            </TableCell>
            <TableCell {...right} data-testid="total-backup-withholding">
              <MoneyDisplay cents={totals.backupWithholdingCents} />
            </TableCell>
            <TableCell {...right} data-testid="total-net">
              <MoneyDisplay cents={totals.netCents} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
