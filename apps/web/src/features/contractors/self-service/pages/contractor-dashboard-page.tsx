import { Grid, Skeleton } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { PaymentHistory } from '../../components/payment-history';
import { rowsOfMine } from '../../model/payment-rows';
import { useMyPayments } from '../api/my-payments';
import { useOwnContractor } from '../api/own-contractor';
import { My1099Card } from '../components/my-1099-card';
import { OwnRecord } from '../components/own-record';
import { W9StatusCard } from '../components/w9-status-card';

/** /contractor/dashboard: what the contractor was paid, their 1099-NEC forms and W-9 status. */
export function ContractorDashboardPage() {
  const intl = useIntl();
  const payments = useMyPayments();
  const name = useOwnContractor().data?.displayName ?? '';
  const rows = payments.data ? rowsOfMine(payments.data) : undefined;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="contractors.dashboard.title" />}
        subtitle={name && <FormattedMessage id="dashboard.welcome" values={{ name }} />}
      />
      <OwnRecord>
        {(contractor) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <W9StatusCard contractor={contractor} rows={rows} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <My1099Card />
            </Grid>
            <Grid size={12}>
              <SectionCard titleId="contractors.my.payments" testId="my-payments">
                {payments.isPending && <Skeleton variant="rounded" height={96} />}
                {payments.isError && (
                  <QueryFailure
                    message={intl.formatMessage({ id: 'contractors.payments.error' })}
                    onRetry={() => void payments.refetch()}
                  />
                )}
                {rows && (
                  <PaymentHistory rows={rows} showPayer emptyId="contractors.my.paymentsEmpty" />
                )}
              </SectionCard>
            </Grid>
          </Grid>
        )}
      </OwnRecord>
    </>
  );
}
