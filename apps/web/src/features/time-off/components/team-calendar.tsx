import type { TimeOffRequest } from '@paydesk/contracts';
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { calendarWeeks } from '../model/weeks';
import { requesterName } from './deny-dialog';
import { Hours, RequestDates } from './request-bits';

type Props = { approved: readonly TimeOffRequest[]; today: string; weeks: number };

/** Who is away in the coming weeks, week by week (Monday to Sunday). */
export function TeamCalendar({ approved, today, weeks }: Props) {
  const format = useFormatters();
  return (
    <Stack spacing={2} data-testid="team-calendar">
      {calendarWeeks(approved, today, weeks).map((week) => (
        <section
          key={week.start}
          data-testid={`week-${week.start}`}
          aria-labelledby={`week-${week.start}-title`}
        >
          <Typography variant="h5" component="h3" id={`week-${week.start}-title`}>
            <FormattedMessage
              id="timeOff.calendar.week"
              values={{ date: <Ltr noWrap>{format.date(week.start, 'long')}</Ltr> }}
            />
          </Typography>
          {week.items.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="timeOff.calendar.nobody" />
            </Typography>
          ) : (
            <List dense disablePadding>
              {week.items.map((request) => (
                <ListItem key={request.id} disableGutters>
                  <ListItemText
                    primary={
                      <FormattedMessage
                        id="timeOff.calendar.entry"
                        values={{
                          name: <bdi>{requesterName(request)}</bdi>,
                          policy: <bdi>{request.policyName}</bdi>,
                          hours: <Hours hours={request.hours} />,
                        }}
                      />
                    }
                    secondary={
                      <RequestDates startDate={request.startDate} endDate={request.endDate} />
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </section>
      ))}
    </Stack>
  );
}
