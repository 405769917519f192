import type { TaxDeposit, TaxDepositList } from '@paydesk/contracts';
import { Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { orderDeposits, scheduleReasonId, statusColor } from '../model/deposits';
import { RecordPaymentDialog } from './record-payment-dialog';

type Props = { companyId: string; deposits: TaxDepositList; today: string };

/** The year's federal deposits: the schedule and why, the next one due first, then the rest. */
export function DepositsCard({ companyId, deposits, today }: Props) {
  const [paying, setPaying] = useState<TaxDeposit | null>(null);
  const ordered = useMemo(() => orderDeposits(deposits.items), [deposits.items]);
  return (
    <Box data-testid="tax-deposits">
      <Typography variant="body2" dir="auto" data-testid="tax-deposits-schedule" sx={{ mb: 1 }}>
        <FormattedMessage id={`taxFilings.deposits.schedule.${deposits.depositSchedule}`} />{' '}
        <FormattedMessage id={scheduleReasonId(deposits.scheduleReason)} />
      </Typography>
      {ordered.length === 0 ? (
        <Typography color="text.secondary" dir="auto">
          <FormattedMessage
            id="taxFilings.deposits.empty"
            values={{ year: String(deposits.year) }}
          />
        </Typography>
      ) : (
        <List disablePadding>
          {ordered.map((deposit, index) => (
            <DepositRow
              key={deposit.id}
              deposit={deposit}
              next={index === 0 && deposit.status !== 'recorded'}
              onRecord={() => setPaying(deposit)}
            />
          ))}
        </List>
      )}
      <RecordPaymentDialog
        companyId={companyId}
        deposit={paying}
        today={today}
        onClose={() => setPaying(null)}
      />
    </Box>
  );
}

type RowProps = { deposit: TaxDeposit; next: boolean; onRecord: () => void };

function DepositRow({ deposit, next, onRecord }: RowProps) {
  const intl = useIntl();
  const format = useFormatters();
  const color = statusColor(deposit.status);
  const date = (iso: string) => <Ltr>{format.date(iso, 'medium')}</Ltr>;
  return (
    <ListItem
      divider
      data-testid={next ? 'tax-deposit-next' : 'tax-deposit'}
      data-status={deposit.status}
      sx={(theme) => ({
        px: 0,
        gap: 2,
        flexWrap: 'wrap',
        // A coloured edge on the reading side marks what needs paying now.
        borderInlineStart: `4px solid ${color === 'default' ? 'transparent' : theme.palette[color].main}`,
        paddingInlineStart: 1.5,
      })}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography fontWeight={next ? 600 : 400} dir="auto">
          <FormattedMessage
            id={`taxFilings.deposits.form.${deposit.form}`}
            values={{
              from: date(deposit.periodStart),
              to: date(deposit.periodEnd),
              state: deposit.agency.replace(/^state:/, ''),
            }}
          />
        </Typography>
        <Typography
          variant="body2"
          dir="auto"
          color={
            color === 'error'
              ? 'error.main'
              : color === 'warning'
                ? 'warning.main'
                : 'text.secondary'
          }
        >
          {deposit.status === 'recorded' && deposit.paidOn ? (
            <FormattedMessage
              id="taxFilings.deposits.paid"
              values={{
                date: date(deposit.paidOn),
                confirmation: <Ltr>{deposit.confirmation ?? ''}</Ltr>,
              }}
            />
          ) : (
            <FormattedMessage
              id="taxFilings.deposits.due"
              values={{ date: date(deposit.dueDate) }}
            />
          )}
        </Typography>
        {deposit.withReturn && deposit.status !== 'recorded' && (
          <Typography variant="caption" color="text.secondary" dir="auto">
            <FormattedMessage id="taxFilings.deposits.withReturn" />
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography data-testid="tax-deposit-amount" fontWeight={600}>
          <MoneyDisplay cents={deposit.amountCents} />
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={color}
          label={intl.formatMessage({ id: `taxFilings.deposits.status.${deposit.status}` })}
          data-testid="tax-deposit-status"
        />
        {deposit.status !== 'recorded' && (
          <Button size="small" variant={next ? 'contained' : 'outlined'} onClick={onRecord}>
            <FormattedMessage id="taxFilings.deposits.record.open" />
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}
