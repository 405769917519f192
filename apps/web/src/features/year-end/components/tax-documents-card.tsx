import { Button, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useTaxDocuments } from '../api/tax-documents';

type Props = { companyId: string; employeeId: string };

/** The employee dashboard's tax documents: each W-2 published to them, with its PDF. */
export function TaxDocumentsCard({ companyId, employeeId }: Props) {
  const intl = useIntl();
  const documents = useTaxDocuments(companyId, employeeId);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The file call is fetched at the first press (api/download-w2.ts), not with the dashboard.
  const download = async (year: number) => {
    setFailure(null);
    setDownloading(true);
    try {
      const { downloadW2 } = await import('../api/download-w2');
      await downloadW2(companyId, employeeId, year);
    } catch (error) {
      setFailure(failureDetail(error, intl.formatMessage({ id: 'yearEnd.w2.error' })));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <SectionCard titleId="yearEnd.documents.title" testId="tax-documents-card">
      {documents.isPending && <Skeleton variant="rounded" height={64} />}
      {documents.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'yearEnd.documents.error' })}
          onRetry={() => void documents.refetch()}
        />
      )}
      {documents.data && documents.data.items.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="yearEnd.documents.empty" />
        </Typography>
      )}
      {documents.data && documents.data.items.length > 0 && (
        <List dense disablePadding>
          {documents.data.items.map((document) => (
            <ListItem
              key={document.year}
              disableGutters
              data-testid="tax-document"
              secondaryAction={
                <Button
                  size="small"
                  disabled={downloading}
                  aria-label={intl.formatMessage(
                    { id: 'yearEnd.documents.downloadNamed' },
                    { year: String(document.year) },
                  )}
                  onClick={() => void download(document.year)}
                >
                  <FormattedMessage id="yearEnd.w2.download" />
                </Button>
              }
            >
              <ListItemText
                primary={
                  <FormattedMessage
                    id="yearEnd.documents.w2"
                    values={{ year: String(document.year) }}
                  />
                }
                secondary={
                  <FormattedMessage
                    id="yearEnd.documents.published"
                    values={{
                      employer: <bdi>{document.employer}</bdi>,
                      date: intl.formatDate(document.publishedAt, { dateStyle: 'medium' }),
                    }}
                  />
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {failure && (
        <Typography color="error" role="alert" dir="auto" sx={{ mt: 1 }}>
          {failure}
        </Typography>
      )}
    </SectionCard>
  );
}
