import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { ContactMessage } from '@paydesk/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { ServerDataGrid } from '@web/shared/ui/data-grid/server-data-grid';
import { PageHeader } from '@web/shared/ui/page-header';
import { contactMessagesQueryKey, fetchContactMessages } from '../api/list-contact-messages';
import { topicLabelId } from '../content/contact-topics';

/** Administrators read what people sent through the contact form, newest first. */
export function ContactMessagesPage() {
  const intl = useIntl();
  const format = useFormatters();
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const columns = useMemo<GridColDef<ContactMessage>[]>(
    () => [
      {
        field: 'receivedAt',
        headerName: intl.formatMessage({ id: 'site.messages.receivedAt' }),
        width: 180,
        sortable: false,
        valueFormatter: (value: string) => format.dateTime(value),
      },
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'site.contact.name' }),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      {
        field: 'email',
        headerName: intl.formatMessage({ id: 'site.contact.email' }),
        flex: 1,
        minWidth: 180,
        sortable: false,
      },
      {
        field: 'topic',
        headerName: intl.formatMessage({ id: 'site.contact.topic' }),
        width: 140,
        sortable: false,
        valueFormatter: (value: ContactMessage['topic']) =>
          intl.formatMessage({ id: topicLabelId(value) }),
      },
      {
        field: 'message',
        headerName: intl.formatMessage({ id: 'site.contact.message' }),
        flex: 2,
        minWidth: 220,
        sortable: false,
      },
    ],
    [intl, format],
  );
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="site.messages.title" />}
        subtitle={<FormattedMessage id="site.messages.subtitle" />}
      />
      <ServerDataGrid<ContactMessage>
        ariaLabel={intl.formatMessage({ id: 'site.messages.title' })}
        columns={columns}
        queryKey={contactMessagesQueryKey}
        fetchPage={fetchContactMessages}
        emptyMessageId="site.messages.empty"
        onRowClick={setOpen}
      />
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="sm" fullWidth>
        {open && (
          <>
            <DialogTitle>
              <FormattedMessage
                id="site.messages.from"
                values={{ name: open.name, email: open.email }}
              />
            </DialogTitle>
            <DialogContent>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {format.dateTime(open.receivedAt)}
                {open.company ? ` · ${open.company}` : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{open.message}</Typography>
            </DialogContent>
          </>
        )}
      </Dialog>
    </>
  );
}
