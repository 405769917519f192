import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { DraftTimeOff } from '@paydesk/contracts';
import { Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { useTimeOffPolicyNames } from '../../api/list-time-off-policies';
import { formatHours } from '../../model/hours';

type Props = {
  companyId: string;
  employeeId: string;
  /** The approved hours the line carries, by policy. */
  timeOff: readonly DraftTimeOff[] | undefined;
  /** Paid at the regular rate (hourly), or recorded within the salary. */
  hourly: boolean;
};

/**
 * Under the employee's name: the approved time off of the period, per policy. It comes from
 * the approved requests, not from typing, so it is shown rather than edited.
 */
export function LineTimeOff({ companyId, employeeId, timeOff = [], hourly }: Props) {
  const { locale } = useFormatters();
  const taken = timeOff.filter((item) => item.hours > 0);
  const names = useTimeOffPolicyNames(companyId, taken.length > 0);
  if (taken.length === 0) return null;
  return (
    <Stack spacing={0.25} sx={{ mt: 0.5 }} data-testid={`time-off-${employeeId}`}>
      {taken.map((item) => (
        <Stack
          key={item.policyId}
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', color: 'info.main' }}
        >
          <EventAvailableIcon sx={{ fontSize: 14 }} aria-hidden />
          <Typography variant="caption">
            <FormattedMessage
              id={hourly ? 'payroll.line.timeOff.paid' : 'payroll.line.timeOff.salaried'}
              values={{
                policy: <bdi>{names.data?.get(item.policyId) ?? ''}</bdi>,
                hours: <Ltr noWrap>{formatHours(item.hours, locale)}</Ltr>,
                named: names.data?.has(item.policyId) ? 'yes' : 'no',
              }}
            />
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
