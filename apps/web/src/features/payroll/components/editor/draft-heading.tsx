import type { PayrollDraft } from '@paydesk/contracts';
import { Alert, Chip, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { runTypeLabelId } from '../../model/run-type';
import { PayDateAction, type PayDateOutcome } from './pay-date-action';

/** What the draft pays: its kind, period and pay date, and whether it replaces a payroll. */
type Props = { draft: PayrollDraft; onPayDate: (payDate: string) => Promise<PayDateOutcome> };

export function DraftHeading({ draft, onPayDate }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Stack spacing={1.5} data-testid="draft-heading">
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Chip
          color={draft.type === 'regular' ? 'primary' : 'secondary'}
          label={intl.formatMessage({ id: runTypeLabelId(draft.type, draft.offCycleReason) })}
        />
        <Typography>
          <FormattedMessage
            id="payroll.editor.period"
            values={{
              start: <Ltr>{format.date(draft.periodStart)}</Ltr>,
              end: <Ltr>{format.date(draft.periodEnd)}</Ltr>,
            }}
          />
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="draft-pay-date">
          <FormattedMessage
            id="payroll.editor.payDate"
            values={{ date: <Ltr>{format.date(draft.payDate, 'long')}</Ltr> }}
          />
        </Typography>
        <PayDateAction payDate={draft.payDate} onChange={onPayDate} />
        {draft.withholding === 'supplemental' && (
          <Chip
            size="small"
            variant="outlined"
            label={intl.formatMessage({ id: 'payroll.withholding.supplemental' })}
          />
        )}
      </Stack>
      {draft.payrollId && (
        <Alert severity="info">
          <FormattedMessage id="payroll.editor.editing" />
        </Alert>
      )}
    </Stack>
  );
}
