import type { Garnishment } from '@paydesk/contracts';
import {
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { codeText, usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import { statusOn } from '../model/employer-text';
import { usePercentText } from './deduction-figures';
import { DatesText } from './deduction-table';

type Props = {
  garnishments: readonly Garnishment[];
  today: string;
  /** Offers End on the orders still running; absent where the reader only reads. */
  onEnd?: (garnishment: Garnishment) => void;
};

/** What an order asks each paycheck: an amount, a share of disposable earnings, or the levy's rest. */
function OrderAmount({ order }: { order: Garnishment }) {
  const percent = usePercentText();
  if (order.type === 'federal_tax_levy' && order.exemptAmountCents !== null) {
    return (
      <span dir="auto">
        <FormattedMessage
          id="deductions.garnishment.amount.exempt"
          values={{ amount: <MoneyDisplay cents={order.exemptAmountCents} /> }}
        />
      </span>
    );
  }
  if (order.amountCents !== null) return <MoneyDisplay cents={order.amountCents} />;
  if (order.percentage !== null) {
    return (
      <span dir="auto">
        <FormattedMessage
          id="deductions.garnishment.amount.percentage"
          values={{ percent: <Ltr>{percent(order.percentage)}</Ltr> }}
        />
      </span>
    );
  }
  return <FormattedMessage id="deductions.garnishment.amount.statutory" />;
}

function Remaining({ order }: { order: Garnishment }) {
  if (order.remainingCents === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="deductions.garnishment.remaining.none" />
      </Typography>
    );
  }
  if (order.remainingCents === 0) {
    return (
      <Typography variant="body2" color="success.main">
        <FormattedMessage id="deductions.garnishment.remaining.paid" />
      </Typography>
    );
  }
  return <MoneyDisplay cents={order.remainingCents} />;
}

/** An employee's garnishment orders, one row each, ended and paid-off ones kept. */
export function GarnishmentTable({ garnishments, today, onEnd }: Props) {
  const intl = useIntl();
  const texts = usePayLineTexts();
  const column = (id: string) => (
    <TableCell>
      <FormattedMessage id={`deductions.garnishment.column.${id}`} />
    </TableCell>
  );
  return (
    <TableContainer>
      <Table aria-label={intl.formatMessage({ id: 'deductions.garnishment.title' })}>
        <TableHead>
          <TableRow>
            {column('type')}
            {column('caseNumber')}
            {column('payee')}
            {column('amount')}
            {column('withheld')}
            {column('remaining')}
            {onEnd && (
              <TableCell>
                <FormattedMessage id="deductions.column.actions" />
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {garnishments.map((order) => {
            const status = statusOn(order, today);
            return (
              <TableRow
                key={order.id}
                data-testid={`garnishment-${order.id}`}
                data-status={status}
                sx={{ '& td': { verticalAlign: 'top' } }}
              >
                <TableCell>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {codeText(texts, order.type)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" dir="auto">
                      <FormattedMessage
                        id="deductions.garnishment.issuedBy"
                        values={{ issuer: order.issuer }}
                      />
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      <DatesText startDate={order.startDate} endDate={order.endDate} />
                    </Typography>
                    {status !== 'active' && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={intl.formatMessage({ id: `deductions.status.${status}` })}
                      />
                    )}
                  </Stack>
                </TableCell>
                <TableCell>
                  <Ltr>{order.caseNumber}</Ltr>
                </TableCell>
                <TableCell>
                  <Typography variant="body2" dir="auto">
                    {order.payee.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" dir="auto">
                    <FormattedMessage
                      id="deductions.garnishment.payeePlace"
                      values={{ city: order.payee.address.city, state: order.payee.address.state }}
                    />
                  </Typography>
                </TableCell>
                <TableCell data-testid={`garnishment-amount-${order.id}`}>
                  <OrderAmount order={order} />
                </TableCell>
                <TableCell data-testid={`garnishment-withheld-${order.id}`}>
                  <MoneyDisplay cents={order.withheldToDateCents} />
                </TableCell>
                <TableCell data-testid={`garnishment-remaining-${order.id}`}>
                  <Remaining order={order} />
                </TableCell>
                {onEnd && (
                  <TableCell>
                    {status !== 'ended' && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={intl.formatMessage(
                          { id: 'deductions.garnishment.end.openNamed' },
                          { caseNumber: order.caseNumber },
                        )}
                        onClick={() => onEnd(order)}
                      >
                        <FormattedMessage id="deductions.end.open" />
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
