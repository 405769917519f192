import type { ContractorPaymentPreview } from '@paydesk/contracts';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { SectionCard } from '@web/shared/ui/section-card';
import { PaymentLinesTable } from './payment-lines-table';

type Props = {
  preview: ContractorPaymentPreview;
  busy: boolean;
  approving: boolean;
  onApprove: () => void;
};

/** The run as approval would make it: each line's backup withholding and net, the totals. */
export function PayPreview({ preview, busy, approving, onApprove }: Props) {
  const format = useFormatters();
  return (
    <SectionCard titleId="contractors.pay.section.preview" testId="pay-preview">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          <FormattedMessage
            id="contractors.pay.previewSummary"
            values={{
              count: preview.items.length,
              date: <Ltr>{format.date(preview.payDate, 'long')}</Ltr>,
            }}
          />
        </Typography>
        <PaymentLinesTable
          lines={preview.items}
          totals={preview}
          labelId="contractors.pay.section.preview"
        />
        {preview.backupWithholdingCents > 0 && (
          <Alert severity="info" data-testid="pay-backup-note">
            <FormattedMessage id="contractors.pay.backupNote" />
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography data-testid="pay-total">
            <FormattedMessage
              id="contractors.pay.companyTotal"
              values={{ total: <Ltr>{format.money(preview.totalCents)}</Ltr> }}
            />
          </Typography>
          <Button
            variant="contained"
            disabled={busy}
            startIcon={approving ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={onApprove}
          >
            <FormattedMessage id="contractors.pay.approve" />
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
