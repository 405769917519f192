import { Button, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Deferred } from '@web/shared/ui/deferred';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useEmployeeTimeOff } from '../api/get-employee-time-off';
import { MY_TIME_OFF_PATH } from '../model/paths';
import { Hours } from './request-bits';

// The request form, its date pickers and its form kernel download at the first press of Request
// time off, not with the dashboard.
const loadRequestDialog = async () => (await import('./request-dialog')).RequestDialog;

type Props = { companyId: string; employeeId: string };

/** The employee dashboard's time off: each balance, what is pending, and Request time off. */
export function TimeOffCard({ companyId, employeeId }: Props) {
  const intl = useIntl();
  const balances = useEmployeeTimeOff(companyId, employeeId);
  const [asking, setAsking] = useState(false);
  return (
    <SectionCard
      titleId="timeOff.card.title"
      testId="time-off-card"
      action={
        <Button component={RouterLink} to={MY_TIME_OFF_PATH} size="small">
          <FormattedMessage id="timeOff.card.all" />
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
      {balances.data && balances.data.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="timeOff.balances.empty" />
        </Typography>
      )}
      {balances.data && balances.data.length > 0 && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <List dense disablePadding sx={{ width: '100%' }}>
            {balances.data.map((balance) => (
              <ListItem
                key={balance.policyId}
                disableGutters
                secondaryAction={
                  <Typography sx={{ fontWeight: 600 }}>
                    <Hours
                      hours={balance.balanceHours}
                      testId={`card-balance-${balance.policyId}`}
                    />
                  </Typography>
                }
              >
                <ListItemText
                  primary={<bdi>{balance.name}</bdi>}
                  secondary={
                    balance.pendingHours > 0 ? (
                      <FormattedMessage
                        id="timeOff.card.pendingHours"
                        values={{ hours: <Hours hours={balance.pendingHours} /> }}
                      />
                    ) : undefined
                  }
                />
              </ListItem>
            ))}
          </List>
          <Button variant="outlined" onClick={() => setAsking(true)}>
            <FormattedMessage id="timeOff.request.open" />
          </Button>
        </Stack>
      )}
      {asking && balances.data && (
        <Deferred
          load={loadRequestDialog}
          wanted
          props={{
            companyId,
            employeeId,
            balances: balances.data,
            onClose: () => setAsking(false),
          }}
        />
      )}
    </SectionCard>
  );
}
