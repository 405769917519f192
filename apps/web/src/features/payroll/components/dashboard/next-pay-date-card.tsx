import { Button, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Loader } from '@web/shared/ui/loader';
import { Ltr } from '@web/shared/ui/ltr';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useUpcomingPeriods } from '../../api/list-upcoming-periods';
import { nextPayPeriod } from '../../model/next-pay-period';
import { createPath } from '../../model/paths';

/** The company's next pay date, the deadline to submit it, and the way to run it. */
export function NextPayDateCard({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const upcoming = useUpcomingPeriods(companyId);
  const next = upcoming.data ? nextPayPeriod(upcoming.data) : null;
  return (
    <SectionCard titleId="payroll.dashboard.nextPayDate" testId="next-pay-date">
      {upcoming.isPending && <Loader />}
      {upcoming.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'payroll.error.schedules' })}
          onRetry={() => void upcoming.refetch()}
        />
      )}
      {upcoming.data && !next && (
        <Typography color="text.secondary">
          <FormattedMessage id="payroll.dashboard.noPayDate" />
        </Typography>
      )}
      {next && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h2" component="p" data-testid="next-pay-date-value">
            <Ltr>{format.date(next.period.payDate, 'long')}</Ltr>
          </Typography>
          <Typography color="text.secondary">{next.group.name}</Typography>
          <Typography sx={{ fontWeight: 600 }} color="warning.dark">
            <FormattedMessage
              id="payroll.dashboard.deadline"
              values={{ date: <Ltr>{format.date(next.period.submissionDeadline, 'long')}</Ltr> }}
            />
          </Typography>
          <Button
            variant="contained"
            component={RouterLink}
            to={
              next.period.draftId
                ? createPath(companyId, { draftId: next.period.draftId })
                : createPath(companyId, {
                    payGroupId: next.group.id,
                    periodEnd: next.period.periodEnd,
                  })
            }
          >
            <FormattedMessage id="payroll.dashboard.run" />
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
