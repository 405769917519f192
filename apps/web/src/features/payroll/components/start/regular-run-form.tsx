import type { PayPeriod } from '@paydesk/contracts';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { failureText } from '@web/shared/forms/problem';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useCreatePayrollDraft } from '../../api/create-payroll-draft';
import { useNamedPeriod, useUpcomingPeriods } from '../../api/list-upcoming-periods';
import { createPath } from '../../model/paths';
import {
  isStartable,
  periodAction,
  periodStatusText,
  withNamedPeriod,
} from '../../model/period-action';

type Props = { companyId: string; payGroupId: string | null; periodEnd: string | null };

/** A regular run: a pay group and one of its next periods (preselected from the address). */
export function RegularRunForm({ companyId, payGroupId, periodEnd }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const notify = useNotify();
  const navigate = useNavigate();
  const upcoming = useUpcomingPeriods(companyId);
  const create = useCreatePayrollDraft(companyId);
  const [groupChoice, setGroupChoice] = useState(payGroupId);
  const [periodChoice, setPeriodChoice] = useState(periodEnd);
  const isListed = Boolean(
    upcoming.data
      ?.find((entry) => entry.group.id === payGroupId)
      ?.periods.some((entry) => entry.periodEnd === periodEnd),
  );
  const named = useNamedPeriod(companyId, payGroupId, periodEnd, upcoming.isSuccess && !isListed);
  if (upcoming.isPending || named.isLoading) return <Loader />;
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
  const group = upcoming.data.find((entry) => entry.group.id === groupChoice) ?? upcoming.data[0];
  // A later period the schedule linked to joins the next ones, so the one asked for is shown.
  const periods = withNamedPeriod(group?.periods ?? [], group?.group.id === payGroupId, named.data);
  const period: PayPeriod | undefined =
    periods.find((entry) => entry.periodEnd === periodChoice) ??
    periods.find(isStartable) ??
    periods[0];
  const action = period ? periodAction(period) : { kind: 'none' as const };
  const start = () => {
    if (!group || !period) return;
    if (action.kind === 'continue') {
      void navigate(createPath(companyId, { draftId: action.draftId }));
      return;
    }
    create.mutate(
      { payGroupId: group.group.id, periodEnd: period.periodEnd },
      {
        onSuccess: ({ draftId }) =>
          void navigate(createPath(companyId, { draftId }), { replace: true }),
        onError: (error) =>
          notify.error(failureText(error, intl.formatMessage({ id: 'payroll.error.createDraft' }))),
      },
    );
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <TextField
        select
        label={intl.formatMessage({ id: 'payroll.field.payGroup' })}
        value={group?.group.id ?? ''}
        onChange={(event) => {
          setGroupChoice(event.target.value);
          setPeriodChoice(null);
        }}
      >
        {upcoming.data.map((entry) => (
          <MenuItem key={entry.group.id} value={entry.group.id}>
            {entry.group.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={intl.formatMessage({ id: 'payroll.field.period' })}
        value={period?.periodEnd ?? ''}
        onChange={(event) => setPeriodChoice(event.target.value)}
      >
        {periods.map((entry) => (
          <MenuItem key={entry.periodEnd} value={entry.periodEnd} disabled={!isStartable(entry)}>
            {intl.formatMessage(
              { id: 'payroll.period.option' },
              {
                start: format.date(entry.periodStart),
                end: format.date(entry.periodEnd),
                payDate: format.date(entry.payDate),
                status: periodStatusText(intl, entry),
              },
            )}
          </MenuItem>
        ))}
      </TextField>
      {action.kind === 'blocked' && period && (
        <Alert severity="warning" data-testid="tax-year-blocked">
          <FormattedMessage
            id="payroll.start.taxYearMissing"
            values={{ year: String(action.taxYear), payDate: format.date(period.payDate, 'long') }}
          />
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={start}
          disabled={!period || !isStartable(period) || create.isPending}
        >
          <FormattedMessage
            id={action.kind === 'continue' ? 'payroll.run.continue' : 'payroll.run.start'}
          />
        </Button>
      </Stack>
    </Stack>
  );
}
