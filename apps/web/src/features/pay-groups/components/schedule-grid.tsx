import type { PayPeriod } from '@paydesk/contracts';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { ServerDataGrid } from '@web/shared/ui/data-grid/server-data-grid';
import { Ltr } from '@web/shared/ui/ltr';
import { payrollScheduleFetcher } from '../api/list-payroll-schedules';
import { payGroupKeys } from '../api/pay-group-keys';
import { deadlineUrgency } from '../model/deadline';
import { statusLabelId } from '../model/options';
import { periodRun } from '../model/period-run';
import { MovedPayDate } from './moved-pay-date';

const SCHEDULE_PAGE_SIZE = 12;

type Props = { companyId: string; payGroupId: string; today: string };

/** A pay group's periods, 12 a page from the server (keyset), with dates and deadlines marked. */
export function ScheduleGrid({ companyId, payGroupId, today }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const columns = useMemo<GridColDef<PayPeriod>[]>(
    () => [
      {
        field: 'periodEnd',
        headerName: intl.formatMessage({ id: 'payGroups.column.period' }),
        flex: 1,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          // One flex item, so the spaces around the dash stay.
          <span>
            <FormattedMessage
              id="payGroups.periodRange"
              values={{
                start: <Ltr noWrap>{format.date(row.periodStart)}</Ltr>,
                end: <Ltr noWrap>{format.date(row.periodEnd)}</Ltr>,
              }}
            />
          </span>
        ),
      },
      {
        field: 'payDate',
        headerName: intl.formatMessage({ id: 'payGroups.column.payDate' }),
        flex: 1.4,
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) => <MovedPayDate {...row} />,
      },
      {
        field: 'submissionDeadline',
        headerName: intl.formatMessage({ id: 'payGroups.column.deadline' }),
        flex: 1,
        minWidth: 170,
        sortable: false,
        renderCell: ({ row }) => {
          const urgency = deadlineUrgency(row.submissionDeadline, today);
          return (
            <Typography
              component="span"
              variant="body2"
              data-urgency={urgency}
              sx={{
                fontWeight: urgency === 'later' ? undefined : 600,
                color:
                  urgency === 'past'
                    ? 'error.main'
                    : urgency === 'soon'
                      ? 'warning.dark'
                      : 'text.primary',
              }}
            >
              {format.date(row.submissionDeadline)}
            </Typography>
          );
        },
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'payGroups.column.status' }),
        width: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, height: '100%' }}
          >
            <Chip size="small" label={intl.formatMessage({ id: statusLabelId(row.status) })} />
            {row.taxYearMissing !== null && (
              // Payroll cannot run a period whose year has no tax figures yet.
              <Chip
                size="small"
                color="error"
                variant="outlined"
                data-testid="tax-year-missing"
                label={intl.formatMessage(
                  { id: 'payGroups.taxYearMissing' },
                  { year: String(row.taxYearMissing) },
                )}
              />
            )}
          </Stack>
        ),
      },
      {
        field: 'actions',
        headerName: '',
        width: 170,
        sortable: false,
        renderCell: ({ row }) => {
          const run = periodRun(companyId, payGroupId, row);
          if (run) {
            return (
              <Button size="small" component={RouterLink} to={run.to}>
                <FormattedMessage id={run.labelId} />
              </Button>
            );
          }
          // Where "Start payroll" would be, why it is not offered.
          return row.taxYearMissing !== null && !row.draftId && !row.payrollId ? (
            <Typography
              variant="caption"
              color="text.secondary"
              data-testid="tax-year-blocked"
              sx={{ display: 'block', lineHeight: 1.4 }}
            >
              <FormattedMessage
                id="payGroups.taxYearBlocked"
                values={{ year: String(row.taxYearMissing) }}
              />
            </Typography>
          ) : null;
        },
      },
    ],
    [intl, format, today, companyId, payGroupId],
  );
  return (
    <ServerDataGrid
      columns={columns}
      queryKey={payGroupKeys.schedule(companyId, payGroupId)}
      fetchPage={payrollScheduleFetcher(companyId, payGroupId)}
      getRowId={(row) => row.periodEnd}
      pageSize={SCHEDULE_PAGE_SIZE}
      pageSizeOptions={[SCHEDULE_PAGE_SIZE]}
      errorMessageId="payGroups.error.schedules"
      emptyMessageId="payGroups.schedules.empty"
      ariaLabel={intl.formatMessage({ id: 'payGroups.schedules.title' })}
      wrapCells
    />
  );
}
