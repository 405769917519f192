import type { Deduction } from '@paydesk/contracts';
import { Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import { statusOn } from '../model/employer-text';
import { limitUsage } from '../model/limit-usage';
import { AmountFigure, EmployerFigure } from './deduction-figures';
import { deductionKindText } from './kind-options';
import { LimitBar } from './limit-bar';
import { DatesText, EmployeeRecordTable, StatusChip } from './record-table';

type Props = {
  deductions: readonly Deduction[];
  today: string;
  /** Offers End on the running ones; absent where the reader only reads. */
  onEnd?: ((deduction: Deduction) => void) | undefined;
};

/** An employee's recurring deductions, one row each, the ended ones kept for their history. */
export function DeductionTable({ deductions, today, onEnd }: Props) {
  const intl = useIntl();
  const texts = usePayLineTexts();
  return (
    <EmployeeRecordTable
      label={intl.formatMessage({ id: 'deductions.title' })}
      testId="deduction"
      records={deductions}
      today={today}
      onEnd={onEnd}
      endLabel={(deduction) =>
        intl.formatMessage({ id: 'deductions.end.openNamed' }, { name: deduction.label })
      }
      columns={[
        {
          labelId: 'deductions.column.deduction',
          cell: (deduction) => {
            const kindText = deductionKindText(texts, deduction.kind);
            return (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} dir="auto">
                  {deduction.label}
                </Typography>
                {deduction.label !== kindText && (
                  <Typography variant="caption" color="text.secondary" dir="auto">
                    {kindText}
                  </Typography>
                )}
                {deduction.hsaCoverage && (
                  <Typography variant="caption" color="text.secondary">
                    <FormattedMessage id={`deductions.hsaCoverage.${deduction.hsaCoverage}`} />
                  </Typography>
                )}
                <StatusChip status={statusOn(deduction, today)} />
              </Stack>
            );
          },
        },
        {
          labelId: 'deductions.column.amount',
          testId: (deduction) => `deduction-amount-${deduction.id}`,
          cell: (deduction) => (
            <AmountFigure amountCents={deduction.amountCents} percentage={deduction.percentage} />
          ),
        },
        {
          labelId: 'deductions.column.employer',
          testId: (deduction) => `deduction-employer-${deduction.id}`,
          cell: (deduction) => <EmployerFigure deduction={deduction} />,
        },
        {
          labelId: 'deductions.column.dates',
          cell: (deduction) => (
            <DatesText startDate={deduction.startDate} endDate={deduction.endDate} />
          ),
        },
        {
          labelId: 'deductions.column.ytd',
          cell: (deduction) => (
            <LimitBar
              ytdCents={deduction.ytdCents}
              usage={limitUsage(deduction)}
              testId={`deduction-ytd-${deduction.id}`}
            />
          ),
        },
      ]}
    />
  );
}
