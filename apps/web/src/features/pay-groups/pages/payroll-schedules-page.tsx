import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { usePayGroups } from '../api/list-pay-groups';
import { ScheduleGrid } from '../components/schedule-grid';
import { localToday } from '../model/today';

/** company/{id}/payroll-management/schedules: a pay group's periods, deadlines and status. */
export function PayrollSchedulesPage() {
  const companyId = useParams().companyId ?? '';
  const intl = useIntl();
  const groups = usePayGroups(companyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const payGroupId = chosen ?? groups.data?.[0]?.id ?? null;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="payGroups.schedules.title" />}
        subtitle={<FormattedMessage id="payGroups.schedules.subtitle" />}
      />
      {groups.isPending && <Loader />}
      {groups.isError && (
        <Alert severity="error" role="alert">
          <FormattedMessage id="payGroups.error.schedules" />
        </Alert>
      )}
      {groups.data && groups.data.length === 0 && (
        <Alert severity="info">
          <FormattedMessage
            id="payGroups.schedules.noGroups"
            values={{
              link: (text: ReactNode) => (
                <RouterLink to={`/company/${companyId}/view-and-config/paygroup`}>
                  {text}
                </RouterLink>
              ),
            }}
          />
        </Alert>
      )}
      {groups.data && payGroupId && (
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <TextField
                select
                label={intl.formatMessage({ id: 'payGroups.schedules.group' })}
                value={payGroupId}
                onChange={(event) => setChosen(event.target.value)}
                sx={{ maxWidth: 420 }}
              >
                {groups.data.map((group) => (
                  <MenuItem key={group.id} value={group.id}>
                    {group.name}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                <FormattedMessage id="payGroups.schedules.rules" />
              </Typography>
            </CardContent>
          </Card>
          <ScheduleGrid
            key={payGroupId}
            companyId={companyId}
            payGroupId={payGroupId}
            today={localToday()}
          />
        </Stack>
      )}
    </>
  );
}
