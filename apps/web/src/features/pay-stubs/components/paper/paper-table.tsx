import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import type { PaperSection } from '../../model/paper-layout';
import { numeric, PaperLineRow } from './paper-line-row';

/** One table of the paper stub: its lines, this period and year to date, and their total. */
export function PaperTable({ section }: { section: PaperSection }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: section.titleId });
  return (
    <TableContainer data-testid={`pay-stub-${section.id}`}>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="payStubs.paper.description" />
            </TableCell>
            {section.hasHours && (
              <>
                <TableCell align="right">
                  <FormattedMessage id="payStubs.paper.hours" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="payStubs.paper.rate" />
                </TableCell>
              </>
            )}
            <TableCell align="right">
              <FormattedMessage id="payStubs.paper.current" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="payStubs.paper.ytd" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {section.lines.map((line) => (
            <PaperLineRow key={line.key} line={line} hasHours={section.hasHours} />
          ))}
        </TableBody>
        <TableFooter>
          <TableRow
            sx={{
              '& td': {
                typography: 'body2',
                fontWeight: 600,
                color: 'text.primary',
                borderBottom: 0,
              },
            }}
          >
            <TableCell colSpan={section.hasHours ? 3 : 1}>
              <FormattedMessage id="payStubs.paper.total" />
            </TableCell>
            <TableCell align="right" sx={numeric} data-testid={`pay-stub-${section.id}-total`}>
              <MoneyDisplay cents={section.totalCents} />
            </TableCell>
            <TableCell align="right" sx={numeric}>
              <MoneyDisplay cents={section.totalYtdCents} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
