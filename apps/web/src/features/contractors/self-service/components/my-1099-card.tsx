import DownloadIcon from '@mui/icons-material/Download';
import { Button, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { YearSelect } from '../../components/year-select';
import { useDownloadMy1099, useMy1099s } from '../api/my-payments';

/** The contractor's 1099-NEC forms of a year, one per payer, each with its PDF (copy B). */
export function My1099Card() {
  const intl = useIntl();
  const format = useFormatters();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const forms = useMy1099s(year);
  const pdf = useDownloadMy1099();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (contractorId: string) => {
    setFailure(null);
    try {
      await pdf.mutateAsync({ contractorId, year });
    } catch (error) {
      setFailure(failureDetail(error, intl.formatMessage({ id: 'contractors.1099.error.file' })));
    }
  };
  return (
    <SectionCard
      titleId="contractors.my.1099.title"
      testId="my-1099"
      action={<YearSelect value={year} onChange={setYear} />}
    >
      {forms.isPending && <Skeleton variant="rounded" height={64} />}
      {forms.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'contractors.1099.error.fetch' })}
          onRetry={() => void forms.refetch()}
        />
      )}
      {forms.data?.items.length === 0 && (
        <Typography color="text.secondary" data-testid="my-1099-none">
          <FormattedMessage id="contractors.my.1099.none" values={{ year: String(year) }} />
        </Typography>
      )}
      {forms.data && forms.data.items.length > 0 && (
        <List dense disablePadding>
          {forms.data.items.map((form) => (
            <ListItem
              key={form.contractorId}
              disableGutters
              data-testid="my-1099-form"
              secondaryAction={
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  disabled={pdf.isPending}
                  aria-label={intl.formatMessage(
                    { id: 'contractors.my.1099.downloadNamed' },
                    { year: String(year), payer: form.companyName },
                  )}
                  onClick={() => void download(form.contractorId)}
                >
                  <FormattedMessage id="contractors.1099.downloadShort" />
                </Button>
              }
              sx={{ pe: 14 }}
            >
              <ListItemText
                primary={
                  <FormattedMessage
                    id="contractors.my.1099.form"
                    values={{ year: String(year), payer: <bdi>{form.companyName}</bdi> }}
                  />
                }
                secondary={
                  <FormattedMessage
                    id="contractors.my.1099.boxes"
                    values={{
                      box1: <Ltr>{format.money(form.box1Cents)}</Ltr>,
                      box4: <Ltr>{format.money(form.box4Cents)}</Ltr>,
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
