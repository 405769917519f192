import type { PayPeriod } from '@paydesk/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { deadlineUrgency, localToday } from '@web/features/pay-groups';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Loader } from '@web/shared/ui/loader';
import { Ltr } from '@web/shared/ui/ltr';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useUpcomingPeriods } from '../../api/list-upcoming-periods';
import { createPath, payrollViewPath } from '../../model/paths';
import { periodAction, periodStatusText } from '../../model/period-action';

const urgencyColor = { past: 'error.main', soon: 'warning.dark', later: 'text.primary' } as const;

function PeriodRow({
  companyId,
  payGroupId,
  period,
}: {
  companyId: string;
  payGroupId: string;
  period: PayPeriod;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const action = periodAction(period);
  const urgency = deadlineUrgency(period.submissionDeadline, localToday());
  const to =
    action.kind === 'start'
      ? createPath(companyId, { payGroupId, periodEnd: period.periodEnd })
      : action.kind === 'continue'
        ? createPath(companyId, { draftId: action.draftId })
        : action.kind === 'view'
          ? payrollViewPath(companyId, action.payrollId)
          : null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      data-testid={`period-${period.periodEnd}`}
      sx={{ alignItems: { sm: 'center' }, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <FormattedMessage
            id="payroll.upcoming.payDate"
            values={{ date: <Ltr>{format.date(period.payDate, 'long')}</Ltr> }}
          />
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <FormattedMessage
            id="payroll.upcoming.period"
            values={{
              start: <Ltr>{format.date(period.periodStart)}</Ltr>,
              end: <Ltr>{format.date(period.periodEnd)}</Ltr>,
            }}
          />
        </Typography>
        <Typography
          variant="caption"
          component="p"
          data-urgency={urgency}
          sx={{ color: urgencyColor[urgency], fontWeight: urgency === 'later' ? 400 : 600 }}
        >
          <FormattedMessage
            id="payroll.upcoming.deadline"
            values={{ date: <Ltr>{format.date(period.submissionDeadline)}</Ltr> }}
          />
        </Typography>
      </Box>
      <Chip size="small" label={periodStatusText(intl, period)} />
      {action.kind === 'blocked' && (
        <Typography
          variant="caption"
          color="text.secondary"
          data-testid="tax-year-blocked"
          sx={{ maxWidth: { sm: 180 } }}
        >
          <FormattedMessage
            id="payroll.upcoming.blocked"
            values={{ year: String(action.taxYear) }}
          />
        </Typography>
      )}
      {to && (
        <Button
          size="small"
          variant={action.kind === 'start' ? 'contained' : 'outlined'}
          component={RouterLink}
          to={to}
        >
          <FormattedMessage id={`payroll.upcoming.action.${action.kind}`} />
        </Button>
      )}
    </Stack>
  );
}

/** Each pay group's next periods, with their deadlines and the way to run, continue or view. */
export function UpcomingPeriods({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const upcoming = useUpcomingPeriods(companyId);
  if (upcoming.isPending) return <Loader />;
  if (upcoming.isError) {
    return (
      <QueryFailure
        message={intl.formatMessage({ id: 'payroll.error.schedules' })}
        onRetry={() => void upcoming.refetch()}
      />
    );
  }
  if (upcoming.data.length === 0) {
    return (
      <Alert severity="info">
        <FormattedMessage id="payroll.upcoming.noGroups" />
      </Alert>
    );
  }
  return (
    <Grid container spacing={3}>
      {upcoming.data.map(({ group, periods }) => (
        <Grid key={group.id} size={{ xs: 12, md: 6, xl: 4 }}>
          <Card sx={{ height: '100%' }} data-testid={`upcoming-${group.name}`}>
            <CardHeader
              title={group.name}
              subheader={intl.formatMessage(
                { id: 'payroll.upcoming.employees' },
                { count: group.employeeCount },
              )}
              slotProps={{ title: { variant: 'h4', component: 'h3' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              {periods.length === 0 ? (
                <Typography color="text.secondary">
                  <FormattedMessage id="payroll.upcoming.none" />
                </Typography>
              ) : (
                periods.map((period) => (
                  <PeriodRow
                    key={period.periodEnd}
                    companyId={companyId}
                    payGroupId={group.id}
                    period={period}
                  />
                ))
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
