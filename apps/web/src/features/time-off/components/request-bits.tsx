import type { TimeOffRequestStatus } from '@paydesk/contracts';
import type { ChipProps } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { StatusChip } from '@web/shared/ui/status-chip';
import { formatHours } from '../model/hours';

const statusColors: Record<TimeOffRequestStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  denied: 'error',
  cancelled: 'default',
};

export function RequestStatusChip({
  status,
  testId,
}: {
  status: TimeOffRequestStatus;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <StatusChip
      label={intl.formatMessage({ id: `timeOff.status.${status}` })}
      color={statusColors[status]}
      testId={testId}
    />
  );
}

/** A request's days: one date, or first to last; each date left to right on any page. */
export function RequestDates({ startDate, endDate }: { startDate: string; endDate: string }) {
  const format = useFormatters();
  if (startDate === endDate) return <Ltr noWrap>{format.date(startDate)}</Ltr>;
  return (
    <FormattedMessage
      id="timeOff.dates.range"
      values={{
        start: <Ltr noWrap>{format.date(startDate)}</Ltr>,
        end: <Ltr noWrap>{format.date(endDate)}</Ltr>,
      }}
    />
  );
}

/** The same days as plain text, for a sentence or an accessible name. */
export function useDatesText() {
  const intl = useIntl();
  const format = useFormatters();
  return ({ startDate, endDate }: { startDate: string; endDate: string }) =>
    startDate === endDate
      ? format.date(startDate)
      : intl.formatMessage(
          { id: 'timeOff.dates.range' },
          { start: format.date(startDate), end: format.date(endDate) },
        );
}

/** Hours with their unit ("16 h"), in the reader's locale. */
export function Hours({ hours, testId }: { hours: number; testId?: string }) {
  const { locale } = useFormatters();
  return (
    <Ltr testId={testId} noWrap>
      <FormattedMessage id="timeOff.hours" values={{ hours: formatHours(hours, locale) }} />
    </Ltr>
  );
}
