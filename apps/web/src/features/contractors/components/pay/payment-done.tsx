import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ContractorPayment } from '@paydesk/contracts';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { SectionCard } from '@web/shared/ui/section-card';
import { contractorsPath } from '../../model/paths';
import { PaymentLinesTable } from './payment-lines-table';

type Props = { companyId: string; payment: ContractorPayment; onAnother: () => void };

/** The approved run: what each contractor gets, and that the next ACH file sends it. */
export function PaymentDone({ companyId, payment, onAnother }: Props) {
  const format = useFormatters();
  const deposits = payment.items.some((item) => item.paymentMethod === 'direct_deposit');
  return (
    <SectionCard titleId="contractors.pay.done.title" testId="pay-done">
      <Stack spacing={2}>
        <Alert severity="success" icon={<CheckCircleIcon />} data-testid="pay-done-summary">
          <AlertTitle>
            <FormattedMessage
              id="contractors.pay.done.summary"
              values={{
                count: payment.items.length,
                total: <Ltr>{format.money(payment.totalCents)}</Ltr>,
                date: <Ltr>{format.date(payment.payDate, 'long')}</Ltr>,
              }}
            />
          </AlertTitle>
          <FormattedMessage
            id={deposits ? 'contractors.pay.done.deposits' : 'contractors.pay.done.checks'}
          />
        </Alert>
        <PaymentLinesTable
          lines={payment.items}
          totals={payment}
          labelId="contractors.pay.done.title"
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={contractorsPath(companyId)}>
            <FormattedMessage id="contractors.pay.toList" />
          </Button>
          <Button variant="contained" onClick={onAnother}>
            <FormattedMessage id="contractors.pay.another" />
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
