import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useLatestPayStub } from '../api/list-pay-stubs';
import { paymentDateMessageId, readerToday } from '../model/payment-date';
import { MY_PAY_STUBS_PATH, myPayStubPath } from '../model/pay-stub-paths';
import { statusBadges } from '../model/pay-stub-status';
import { DownloadPayStubButton } from './download-pay-stub-button';
import { PayStubStatusChips } from './pay-stub-status-chips';

type Props = { companyId: string; employeeId: string };

/**
 * The employee dashboard's latest pay: net pay, its pay date (paid, or scheduled while the money
 * has not left), open it or download it.
 */
export function LatestPayStubCard({ companyId, employeeId }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const owner = useMemo(() => ({ companyId, employeeId }), [companyId, employeeId]);
  const query = useLatestPayStub(owner);
  const stub = query.data;
  return (
    <SectionCard
      titleId="payStubs.latest.title"
      testId="latest-pay-stub"
      action={
        <Button component={RouterLink} to={MY_PAY_STUBS_PATH} size="small">
          <FormattedMessage id="payStubs.latest.all" />
        </Button>
      }
    >
      {query.isPending && <Skeleton variant="rounded" height={96} />}
      {query.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'payStubs.error.list' })}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && !stub && (
        <Typography color="text.secondary" data-testid="latest-pay-stub-empty">
          <FormattedMessage id="payStubs.latest.empty" />
        </Typography>
      )}
      {stub && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <div>
            <Typography variant="overline" color="text.secondary" component="p">
              <FormattedMessage id="payStubs.paper.netPay" />
            </Typography>
            <Typography variant="h2" component="p" data-testid="latest-pay-stub-net">
              <MoneyDisplay cents={stub.netPayCents} />
            </Typography>
          </div>
          <Typography variant="body2" data-testid="latest-pay-stub-date">
            <FormattedMessage
              id={paymentDateMessageId(stub, readerToday())}
              values={{ date: <Ltr>{format.date(stub.payDate, 'long')}</Ltr> }}
            />
          </Typography>
          <PayStubStatusChips badges={statusBadges(stub.status, stub.paymentStatus)} />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={myPayStubPath(stub.id)}
              variant="outlined"
              data-testid="latest-pay-stub-open"
            >
              <FormattedMessage id="payStubs.latest.open" />
            </Button>
            <DownloadPayStubButton owner={owner} stubId={stub.id} />
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
