import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import type { ResultGroup } from '@web/features/paycheck/model/result-groups';
import { Amount } from './amount';

/** One group of the result (earnings, taxes, deductions…): its lines and the engine's total. */
export function ResultGroupTable({ group }: { group: ResultGroup }) {
  const format = useFormatters();
  return (
    <Table
      size="small"
      data-testid={`result-${group.id}`}
      aria-labelledby={`result-${group.id}-title`}
    >
      <TableHead>
        <TableRow>
          <TableCell colSpan={2} sx={{ px: 0 }}>
            <Typography id={`result-${group.id}-title`} variant="subtitle1" component="h3">
              <FormattedMessage id={group.titleId} />
            </Typography>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {group.lines.length === 0 && (
          <TableRow>
            <TableCell colSpan={2} sx={{ px: 0, color: 'text.secondary' }}>
              <FormattedMessage id="paycheck.result.noLines" />
            </TableCell>
          </TableRow>
        )}
        {group.lines.map(({ key, line, label }) => (
          <TableRow key={key}>
            <TableCell sx={{ px: 0 }}>
              {label}
              {line.hours !== undefined && line.rateCents !== undefined && (
                <Typography variant="caption" color="text.secondary" component="div">
                  <FormattedMessage
                    id="paycheck.result.hoursTimesRate"
                    values={{
                      hours: format.number(line.hours, { maximumFractionDigits: 2 }),
                      rate: format.money(line.rateCents),
                    }}
                  />
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ px: 0, whiteSpace: 'nowrap' }}>
              <Amount cents={line.amountCents} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell sx={{ px: 0, typography: 'body2', fontWeight: 600, color: 'text.primary' }}>
            <FormattedMessage id={group.totalLabelId} />
          </TableCell>
          <TableCell
            align="right"
            sx={{
              px: 0,
              typography: 'body2',
              fontWeight: 600,
              color: 'text.primary',
              whiteSpace: 'nowrap',
            }}
            data-testid={`result-${group.id}-total`}
          >
            <Amount cents={group.totalCents} />
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
