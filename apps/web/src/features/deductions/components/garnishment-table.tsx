import type { Garnishment } from '@paydesk/contracts';
import { Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { codeText, usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import { statusOn } from '../model/employer-text';
import { usePercentText } from './deduction-figures';
import { DatesText, EmployeeRecordTable, StatusChip } from './record-table';

type Props = {
  garnishments: readonly Garnishment[];
  today: string;
  /** Offers End on the orders still running; absent where the reader only reads. */
  onEnd?: ((garnishment: Garnishment) => void) | undefined;
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
  return (
    <EmployeeRecordTable
      label={intl.formatMessage({ id: 'deductions.garnishment.title' })}
      testId="garnishment"
      records={garnishments}
      today={today}
      onEnd={onEnd}
      endLabel={(order) =>
        intl.formatMessage(
          { id: 'deductions.garnishment.end.openNamed' },
          { caseNumber: order.caseNumber },
        )
      }
      columns={[
        {
          labelId: 'deductions.garnishment.column.type',
          cell: (order) => (
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
              <StatusChip status={statusOn(order, today)} />
            </Stack>
          ),
        },
        {
          labelId: 'deductions.garnishment.column.caseNumber',
          cell: (order) => <Ltr>{order.caseNumber}</Ltr>,
        },
        {
          labelId: 'deductions.garnishment.column.payee',
          cell: (order) => (
            <>
              <Typography variant="body2" dir="auto">
                {order.payee.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" dir="auto">
                <FormattedMessage
                  id="deductions.garnishment.payeePlace"
                  values={{ city: order.payee.address.city, state: order.payee.address.state }}
                />
              </Typography>
            </>
          ),
        },
        {
          labelId: 'deductions.garnishment.column.amount',
          testId: (order) => `garnishment-amount-${order.id}`,
          cell: (order) => <OrderAmount order={order} />,
        },
        {
          labelId: 'deductions.garnishment.column.withheld',
          testId: (order) => `garnishment-withheld-${order.id}`,
          cell: (order) => <MoneyDisplay cents={order.withheldToDateCents} />,
        },
        {
          labelId: 'deductions.garnishment.column.remaining',
          testId: (order) => `garnishment-remaining-${order.id}`,
          cell: (order) => <Remaining order={order} />,
        },
      ]}
    />
  );
}
