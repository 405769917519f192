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
import type { ResultGroup } from '@web/features/paycheck/model/result-groups';
import { Amount } from './amount';
import { ResultLineRow } from './result-line-row';

/** One group of the result (earnings, taxes, deductions…): its lines and the engine's total. */
export function ResultGroupTable({ group }: { group: ResultGroup }) {
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
        {group.lines.map((entry) => (
          <ResultLineRow key={entry.key} entry={entry} />
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
