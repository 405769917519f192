import { Box, Button, Typography } from '@mui/material';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Loader } from '@web/shared/ui/loader';
import { Ltr } from '@web/shared/ui/ltr';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useRecentTaxDeposits } from '../../api/tax-deposits';
import { nextDeposit } from '../../model/deposits';

/**
 * The owner dashboard's card: "Next tax deposit: $X due on D", in red when it is late, and a calm
 * sentence when nothing is owed. It opens Taxes & filings, where the payment is recorded.
 */
export function NextDepositCard({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const year = useMemo(() => new Date().getFullYear(), []);
  const deposits = useRecentTaxDeposits(companyId, year);
  const next = deposits.data ? nextDeposit(deposits.data) : null;
  const overdue = next?.status === 'overdue';
  return (
    <SectionCard titleId="taxFilings.dashboard.title" testId="next-tax-deposit">
      {deposits.isPending && <Loader />}
      {deposits.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'taxFilings.deposits.error.fetch' })}
          onRetry={() => void deposits.refetch()}
        />
      )}
      {deposits.data && (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          {next ? (
            <Typography
              dir="auto"
              data-testid="next-tax-deposit-text"
              data-status={next.status}
              color={overdue ? 'error' : 'text.primary'}
              sx={{ fontWeight: overdue ? 600 : undefined }}
            >
              <FormattedMessage
                id={overdue ? 'taxFilings.dashboard.overdue' : 'taxFilings.dashboard.next'}
                values={{
                  amount: <Ltr>{format.money(next.amountCents)}</Ltr>,
                  date: <Ltr>{format.date(next.dueDate, 'long')}</Ltr>,
                }}
              />
            </Typography>
          ) : (
            <Typography color="text.secondary" dir="auto" data-testid="next-tax-deposit-text">
              <FormattedMessage id="taxFilings.dashboard.none" />
            </Typography>
          )}
          <Button component={RouterLink} to={`/company/${companyId}/taxes`} variant="outlined">
            <FormattedMessage id="taxFilings.dashboard.open" />
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
