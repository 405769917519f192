import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PayPeriod } from '@paydesk/engine/calendar';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { MovedPayDate } from './moved-pay-date';

/** The next periods the schedule being edited would pay, as the person types. */
export function SchedulePreview({ periods }: { periods: PayPeriod[] | null }) {
  const format = useFormatters();
  if (!periods) {
    return (
      <Typography color="text.secondary" variant="body2" data-testid="schedule-preview-empty">
        <FormattedMessage id="payGroups.preview.incomplete" />
      </Typography>
    );
  }
  return (
    <Table size="small" data-testid="schedule-preview">
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage id="payGroups.column.period" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="payGroups.column.payDate" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {periods.map((period) => (
          <TableRow key={period.periodEnd}>
            <TableCell>
              <FormattedMessage
                id="payGroups.periodRange"
                values={{
                  start: format.date(period.periodStart),
                  end: format.date(period.periodEnd),
                }}
              />
            </TableCell>
            <TableCell>
              <MovedPayDate {...period} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
