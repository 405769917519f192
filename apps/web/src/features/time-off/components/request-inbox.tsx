import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { TimeOffRequest } from '@paydesk/contracts';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { inboxOrder } from '../model/inbox';
import { requesterName } from './deny-dialog';
import { Hours, RequestDates, RequestStatusChip } from './request-bits';

type Props = {
  requests: readonly TimeOffRequest[];
  /** The request being approved (its buttons wait). */
  busyId: string | null;
  onApprove: (request: TimeOffRequest) => void;
  onDeny: (request: TimeOffRequest) => void;
};

const columns = ['employee', 'policy', 'dates', 'hours', 'note', 'status', 'actions'] as const;

/** The owner's inbox: pending requests first with Approve and Deny, decided ones below. */
export function RequestInbox({ requests, busyId, onApprove, onDeny }: Props) {
  const intl = useIntl();
  if (requests.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="inbox-empty">
        <FormattedMessage id="timeOff.inbox.empty" />
      </Typography>
    );
  }
  // A narrow window scrolls the table sideways rather than cutting its actions off.
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={intl.formatMessage({ id: 'timeOff.inbox.title' })}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>
                <FormattedMessage id={`timeOff.inbox.column.${column}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {inboxOrder(requests).map((request) => {
            const name = requesterName(request);
            return (
              <TableRow key={request.id} data-testid={`request-${request.id}`}>
                <TableCell>
                  <bdi>{name}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{request.policyName}</bdi>
                </TableCell>
                <TableCell>
                  <RequestDates startDate={request.startDate} endDate={request.endDate} />
                </TableCell>
                <TableCell>
                  <Hours hours={request.hours} />
                </TableCell>
                <TableCell sx={{ maxWidth: 240 }}>
                  {request.note && <bdi>{request.note}</bdi>}
                  {request.decisionNote && (
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage
                        id="timeOff.history.reason"
                        values={{ note: <bdi>{request.decisionNote}</bdi> }}
                      />
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <RequestStatusChip
                    status={request.status}
                    testId={`request-status-${request.id}`}
                  />
                </TableCell>
                <TableCell>
                  {request.status === 'pending' && (
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        variant="contained"
                        color="success"
                        startIcon={<CheckIcon />}
                        disabled={busyId === request.id}
                        aria-label={intl.formatMessage(
                          { id: 'timeOff.inbox.approveNamed' },
                          { name },
                        )}
                        onClick={() => onApprove(request)}
                      >
                        <FormattedMessage id="timeOff.inbox.approve" />
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        startIcon={<CloseIcon />}
                        disabled={busyId === request.id}
                        aria-label={intl.formatMessage({ id: 'timeOff.inbox.denyNamed' }, { name })}
                        onClick={() => onDeny(request)}
                      >
                        <FormattedMessage id="timeOff.inbox.deny" />
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
