import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { DetailList } from '@web/shared/ui/detail-list';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useCompany1099s, useDownload1099 } from '../../api/forms-1099';
import { YearSelect } from '../year-select';

type Props = { companyId: string; contractorId: string };

/**
 * The contractor's 1099-NEC for a year: box 1 (nonemployee compensation), box 4 (backup
 * withholding), whether one is required under the year's threshold, and its PDF.
 */
export function Form1099Card({ companyId, contractorId }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const forms = useCompany1099s(companyId, year);
  const pdf = useDownload1099(companyId);
  const [failure, setFailure] = useState<string | null>(null);
  const item = forms.data?.items.find((form) => form.contractorId === contractorId);
  const download = async () => {
    setFailure(null);
    try {
      await pdf.mutateAsync({ contractorId, year });
    } catch (error) {
      setFailure(failureDetail(error, intl.formatMessage({ id: 'contractors.1099.error.file' })));
    }
  };
  return (
    <SectionCard
      titleId="contractors.1099.title"
      testId="contractor-1099"
      action={<YearSelect value={year} onChange={setYear} />}
    >
      {forms.isPending && <Skeleton variant="rounded" height={96} />}
      {forms.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'contractors.1099.error.fetch' })}
          onRetry={() => void forms.refetch()}
        />
      )}
      {forms.data && !item && (
        <Typography color="text.secondary" data-testid="1099-none">
          <FormattedMessage id="contractors.1099.none" values={{ year: String(year) }} />
        </Typography>
      )}
      {forms.data && item && (
        <Stack spacing={2}>
          <DetailList
            items={[
              {
                labelId: 'contractors.1099.box1',
                value: <MoneyDisplay cents={item.box1Cents} />,
                testId: '1099-box1',
              },
              {
                labelId: 'contractors.1099.box4',
                value: <MoneyDisplay cents={item.box4Cents} />,
                testId: '1099-box4',
              },
              {
                labelId: 'contractors.1099.payments',
                value: format.number(item.paymentCount),
              },
            ]}
          />
          <Alert severity={item.required ? 'warning' : 'info'} data-testid="1099-required">
            <FormattedMessage
              id={item.required ? 'contractors.1099.required' : 'contractors.1099.notRequired'}
              values={{
                threshold: <Ltr>{format.money(forms.data.thresholdCents)}</Ltr>,
                due: <Ltr>{format.date(forms.data.dueDate, 'long')}</Ltr>,
              }}
            />
          </Alert>
          <Stack direction="row">
            <Button
              variant="outlined"
              disabled={pdf.isPending}
              startIcon={
                pdf.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />
              }
              onClick={() => void download()}
            >
              <FormattedMessage id="contractors.1099.download" />
            </Button>
          </Stack>
        </Stack>
      )}
      {failure && (
        <Typography color="error" role="alert" dir="auto" sx={{ mt: 1 }}>
          {failure}
        </Typography>
      )}
    </SectionCard>
  );
}
