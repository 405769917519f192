import type { Deduction } from '@paydesk/contracts';
import {
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import { statusOn } from '../model/employer-text';
import { limitUsage } from '../model/limit-usage';
import { AmountFigure, EmployerFigure } from './deduction-figures';
import { deductionKindText } from './kind-options';
import { LimitBar } from './limit-bar';

type Props = {
  deductions: readonly Deduction[];
  today: string;
  /** Offers End on the running ones; absent where the reader only reads. */
  onEnd?: (deduction: Deduction) => void;
};

/** When a record runs: from its start, and to its end once it has one. */
export function DatesText({ startDate, endDate }: { startDate: string; endDate: string | null }) {
  const format = useFormatters();
  const start = <Ltr noWrap>{format.date(startDate)}</Ltr>;
  return (
    <span dir="auto">
      {endDate === null ? (
        <FormattedMessage id="deductions.dates.from" values={{ start }} />
      ) : (
        <FormattedMessage
          id="deductions.dates.range"
          values={{ start, end: <Ltr noWrap>{format.date(endDate)}</Ltr> }}
        />
      )}
    </span>
  );
}

/** An employee's recurring deductions, one row each, the ended ones kept for their history. */
export function DeductionTable({ deductions, today, onEnd }: Props) {
  const intl = useIntl();
  const texts = usePayLineTexts();
  const title = intl.formatMessage({ id: 'deductions.title' });
  return (
    <TableContainer>
      <Table aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="deductions.column.deduction" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="deductions.column.amount" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="deductions.column.employer" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="deductions.column.dates" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="deductions.column.ytd" />
            </TableCell>
            {onEnd && (
              <TableCell>
                <FormattedMessage id="deductions.column.actions" />
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {deductions.map((deduction) => {
            const status = statusOn(deduction, today);
            const kindText = deductionKindText(texts, deduction.kind);
            return (
              <TableRow
                key={deduction.id}
                data-testid={`deduction-${deduction.id}`}
                data-status={status}
                sx={{ '& td': { verticalAlign: 'top' } }}
              >
                <TableCell>
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
                    {status !== 'active' && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={intl.formatMessage({ id: `deductions.status.${status}` })}
                      />
                    )}
                  </Stack>
                </TableCell>
                <TableCell data-testid={`deduction-amount-${deduction.id}`}>
                  <AmountFigure
                    amountCents={deduction.amountCents}
                    percentage={deduction.percentage}
                  />
                </TableCell>
                <TableCell data-testid={`deduction-employer-${deduction.id}`}>
                  <EmployerFigure deduction={deduction} />
                </TableCell>
                <TableCell>
                  <DatesText startDate={deduction.startDate} endDate={deduction.endDate} />
                </TableCell>
                <TableCell>
                  <LimitBar
                    ytdCents={deduction.ytdCents}
                    usage={limitUsage(deduction)}
                    testId={`deduction-ytd-${deduction.id}`}
                  />
                </TableCell>
                {onEnd && (
                  <TableCell>
                    {status !== 'ended' && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={intl.formatMessage(
                          { id: 'deductions.end.openNamed' },
                          { name: deduction.label },
                        )}
                        onClick={() => onEnd(deduction)}
                      >
                        <FormattedMessage id="deductions.end.open" />
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
