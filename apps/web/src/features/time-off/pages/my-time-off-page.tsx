import type { TimeOffRequest } from '@paydesk/contracts';
import { Alert, Button, Grid, Skeleton } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useEmployeeTimeOff } from '../api/get-employee-time-off';
import { useTimeOffRequests } from '../api/list-time-off-requests';
import { BalancesTable } from '../components/balances-table';
import { CancelRequestDialog } from '../components/cancel-request-dialog';
import { MyRequests } from '../components/my-requests';
import { RequestDialog } from '../components/request-dialog';

type Props = { companyId: string | null; employeeId: string | null };

/** /employee/time-off: the employee's balances, Request time off, their requests and history. */
export function MyTimeOffPage({ companyId, employeeId }: Props) {
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="timeOff.my.title" />}
        subtitle={<FormattedMessage id="timeOff.my.subtitle" />}
      />
      {companyId && employeeId ? (
        <MyTimeOff companyId={companyId} employeeId={employeeId} />
      ) : (
        <Alert severity="info">
          <FormattedMessage id="timeOff.my.noRecord" />
        </Alert>
      )}
    </>
  );
}

function MyTimeOff({ companyId, employeeId }: { companyId: string; employeeId: string }) {
  const intl = useIntl();
  const balances = useEmployeeTimeOff(companyId, employeeId);
  const requests = useTimeOffRequests(companyId, { employeeId });
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState<TimeOffRequest | null>(null);
  const pending = requests.data?.filter((request) => request.status === 'pending') ?? [];
  const decided = requests.data?.filter((request) => request.status !== 'pending') ?? [];
  const requestsFailure = requests.isError && (
    <QueryFailure
      message={intl.formatMessage({ id: 'timeOff.mine.error.fetch' })}
      onRetry={() => void requests.refetch()}
    />
  );
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <SectionCard
          titleId="timeOff.balances.title"
          testId="time-off-balances"
          action={
            <Button
              variant="contained"
              disabled={!balances.data?.length}
              onClick={() => setAsking(true)}
            >
              <FormattedMessage id="timeOff.request.open" />
            </Button>
          }
        >
          {balances.isPending && <Skeleton variant="rounded" height={96} />}
          {balances.isError && (
            <QueryFailure
              message={intl.formatMessage({ id: 'timeOff.balances.error' })}
              onRetry={() => void balances.refetch()}
            />
          )}
          {balances.data && <BalancesTable balances={balances.data} />}
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard titleId="timeOff.mine.title" testId="time-off-pending">
          {requests.isPending && <Skeleton variant="rounded" height={96} />}
          {requestsFailure}
          {requests.data && (
            <MyRequests
              requests={pending}
              onCancel={setCancelling}
              emptyId="timeOff.mine.empty"
              testId="pending-requests"
            />
          )}
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard titleId="timeOff.history.title" testId="time-off-history">
          {requests.isPending && <Skeleton variant="rounded" height={96} />}
          {requestsFailure}
          {requests.data && (
            <MyRequests requests={decided} emptyId="timeOff.history.empty" testId="history" />
          )}
        </SectionCard>
      </Grid>
      {asking && balances.data && (
        <RequestDialog
          companyId={companyId}
          employeeId={employeeId}
          balances={balances.data}
          onClose={() => setAsking(false)}
        />
      )}
      <CancelRequestDialog
        companyId={companyId}
        request={cancelling}
        onClose={() => setCancelling(null)}
      />
    </Grid>
  );
}
