import { achFileName, type AchFile } from '@paydesk/contracts';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { DetailList } from '@web/shared/ui/detail-list';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { achFilesPath } from '../model/ach-paths';
import { DownloadAchButton } from './download-ach-button';

type Props = { file: AchFile; onAnother: () => void };

/** The file just generated: its figures, its download, and where to go next. */
export function GeneratedFile({ file, onAnother }: Props) {
  const format = useFormatters();
  return (
    <Stack spacing={3} data-testid="ach-generated">
      <Alert severity="success">
        <AlertTitle>
          <FormattedMessage id="achFiles.generated.title" />
        </AlertTitle>
        <FormattedMessage id="achFiles.generated.body" />
      </Alert>
      <DetailList
        items={[
          {
            labelId: 'achFiles.column.file',
            value: (
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                <Ltr>{achFileName(file.id)}</Ltr>
              </Box>
            ),
            testId: 'generated-name',
          },
          {
            labelId: 'achFiles.column.createdAt',
            value: <Ltr>{format.dateTime(file.createdAt)}</Ltr>,
          },
          {
            labelId: 'achFiles.column.effectiveDate',
            value: <Ltr>{format.date(file.effectiveEntryDate, 'long')}</Ltr>,
          },
          { labelId: 'achFiles.column.payrolls', value: format.number(file.payrollIds.length) },
          {
            labelId: 'achFiles.column.contractorPayments',
            value: format.number(file.contractorPaymentIds?.length ?? 0),
            testId: 'generated-contractor-payments',
          },
          {
            labelId: 'achFiles.column.entries',
            value: format.number(file.entryCount),
            testId: 'generated-entries',
          },
          {
            labelId: 'achFiles.column.credit',
            value: <MoneyDisplay cents={file.totalCreditCents} />,
            testId: 'generated-credit',
          },
          {
            labelId: 'achFiles.column.debit',
            value: <MoneyDisplay cents={file.totalDebitCents} />,
          },
        ]}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DownloadAchButton fileId={file.id} variant="contained" size="medium" />
        <Button component={RouterLink} to={achFilesPath}>
          <FormattedMessage id="achFiles.generated.back" />
        </Button>
        <Button onClick={onAnother}>
          <FormattedMessage id="achFiles.generated.another" />
        </Button>
      </Stack>
    </Stack>
  );
}
