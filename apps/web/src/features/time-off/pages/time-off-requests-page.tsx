import type { TimeOffRequest } from '@paydesk/contracts';
import { Button, Grid, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useNotify } from '@web/shared/notify';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useDecideTimeOffRequest } from '../api/decide-time-off-request';
import { useTimeOffRequests } from '../api/list-time-off-requests';
import { DenyDialog, requesterName } from '../components/deny-dialog';
import { RequestInbox } from '../components/request-inbox';
import { TeamCalendar } from '../components/team-calendar';
import { timeOffPoliciesPath } from '../model/paths';
import { readerToday } from '../model/weeks';

/** How far ahead the team calendar looks. */
const CALENDAR_WEEKS = 6;

/**
 * /company/{id}/time-off: the requests inbox (pending first: approve, or deny with a reason) and
 * the team calendar of approved time off in the coming weeks.
 */
export function TimeOffRequestsPage() {
  const companyId = useParams().companyId ?? '';
  const intl = useIntl();
  const notify = useNotify();
  const requests = useTimeOffRequests(companyId);
  const approved = useTimeOffRequests(companyId, { status: 'approved' });
  const decide = useDecideTimeOffRequest(companyId);
  const [denying, setDenying] = useState<TimeOffRequest | null>(null);
  const waiting = requests.data?.filter((request) => request.status === 'pending').length ?? 0;

  const handleApprove = async (request: TimeOffRequest) => {
    try {
      await decide.mutateAsync({ request, body: { version: request.version, status: 'approved' } });
      notify.success({ id: 'timeOff.inbox.approved', values: { name: requesterName(request) } });
    } catch (error) {
      notify.failure(error, 'timeOff.inbox.error.decide');
    }
  };

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="timeOff.requests.title" />}
        subtitle={<FormattedMessage id="timeOff.requests.subtitle" />}
        actions={
          <Button component={RouterLink} to={timeOffPoliciesPath(companyId)} variant="outlined">
            <FormattedMessage id="timeOff.requests.policies" />
          </Button>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <SectionCard titleId="timeOff.inbox.title" testId="time-off-inbox">
            {requests.isPending && <Skeleton variant="rounded" height={160} />}
            {requests.isError && (
              <QueryFailure
                message={intl.formatMessage({ id: 'timeOff.inbox.error.fetch' })}
                onRetry={() => void requests.refetch()}
              />
            )}
            {requests.data && (
              <>
                <Typography sx={{ mb: 2 }} data-testid="inbox-waiting">
                  <FormattedMessage id="timeOff.inbox.waiting" values={{ count: waiting }} />
                </Typography>
                <RequestInbox
                  requests={requests.data}
                  busyId={decide.isPending ? (decide.variables?.request.id ?? null) : null}
                  onApprove={(request) => void handleApprove(request)}
                  onDeny={setDenying}
                />
              </>
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SectionCard titleId="timeOff.calendar.title" testId="time-off-calendar">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              <FormattedMessage id="timeOff.calendar.subtitle" values={{ weeks: CALENDAR_WEEKS }} />
            </Typography>
            {approved.isPending && <Skeleton variant="rounded" height={160} />}
            {approved.isError && (
              <QueryFailure
                message={intl.formatMessage({ id: 'timeOff.inbox.error.fetch' })}
                onRetry={() => void approved.refetch()}
              />
            )}
            {approved.data && (
              <TeamCalendar approved={approved.data} today={readerToday()} weeks={CALENDAR_WEEKS} />
            )}
          </SectionCard>
        </Grid>
      </Grid>
      {denying && (
        <DenyDialog companyId={companyId} request={denying} onClose={() => setDenying(null)} />
      )}
    </>
  );
}
