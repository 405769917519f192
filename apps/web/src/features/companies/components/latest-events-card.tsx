import type { AuditEventItem } from '@paydesk/contracts';
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { auditActionLabelId } from '../model/audit-actions';
import { SectionCard } from '@web/shared/ui/section-card';

/** The newest audit events: when, what, who, and the company it concerns. */
export function LatestEventsCard({ events }: { events: AuditEventItem[] }) {
  const intl = useIntl();
  const action = (code: string) => {
    const id = auditActionLabelId(code);
    return id ? intl.formatMessage({ id }) : code;
  };
  return (
    <SectionCard titleId="companies.dashboard.events" testId="dashboard-events">
      {events.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="companies.dashboard.noEvents" />
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={intl.formatMessage({ id: 'companies.dashboard.events' })}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="companies.dashboard.event.when" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="companies.dashboard.event.what" />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  <FormattedMessage id="companies.dashboard.event.who" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="companies.dashboard.event.company" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {intl.formatDate(event.occurredAt, { dateStyle: 'short', timeStyle: 'short' })}
                  </TableCell>
                  <TableCell>{action(event.action)}</TableCell>
                  <TableCell
                    // A long address breaks rather than pushing the company column out of view.
                    sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}
                  >
                    {event.actorEmail ?? '—'}
                  </TableCell>
                  <TableCell>
                    {event.companyId ? (
                      <Link component={RouterLink} to={`/company/${event.companyId}`}>
                        <FormattedMessage id="companies.dashboard.event.open" />
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
