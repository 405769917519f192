import type { TimeOffRequest } from '@paydesk/contracts';
import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Hours, RequestDates, RequestStatusChip, useDatesText } from './request-bits';

type Props = {
  requests: readonly TimeOffRequest[];
  /** Pending requests offer Cancel; decided ones show the owner's reason. */
  onCancel?: (request: TimeOffRequest) => void;
  emptyId: string;
  testId: string;
};

/** The employee's own requests: what, when, how many hours, and where each stands. */
export function MyRequests({ requests, onCancel, emptyId, testId }: Props) {
  const intl = useIntl();
  const datesText = useDatesText();
  if (requests.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        <FormattedMessage id={emptyId} />
      </Typography>
    );
  }
  return (
    <List disablePadding data-testid={testId}>
      {requests.map((request) => (
        <ListItem
          key={request.id}
          divider
          disableGutters
          data-testid={`my-request-${request.id}`}
          secondaryAction={
            onCancel && request.status === 'pending' ? (
              <Button
                size="small"
                color="error"
                aria-label={intl.formatMessage(
                  { id: 'timeOff.mine.cancelNamed' },
                  { dates: datesText(request) },
                )}
                onClick={() => onCancel(request)}
              >
                <FormattedMessage id="timeOff.mine.cancel" />
              </Button>
            ) : undefined
          }
        >
          <ListItemText
            disableTypography
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  <bdi>{request.policyName}</bdi>
                </Typography>
                <Typography component="span">
                  <Hours hours={request.hours} />
                </Typography>
                <RequestStatusChip
                  status={request.status}
                  testId={`my-request-status-${request.id}`}
                />
              </Stack>
            }
            secondary={
              <Typography variant="body2" color="text.secondary" component="div">
                <RequestDates startDate={request.startDate} endDate={request.endDate} />
                {request.note && (
                  <div>
                    <bdi>{request.note}</bdi>
                  </div>
                )}
                {request.decisionNote && (
                  <div>
                    <FormattedMessage
                      id="timeOff.history.reason"
                      values={{ note: <bdi>{request.decisionNote}</bdi> }}
                    />
                  </div>
                )}
              </Typography>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
