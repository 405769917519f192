import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import type { PaperSummaryItem } from '../../model/paper-layout';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** From gross to net: this period and the year so far. */
export function PaperSummary({ items }: { items: readonly PaperSummaryItem[] }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'payStubs.paper.summary' });
  return (
    <div data-testid="pay-stub-summary">
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">
              <FormattedMessage id="payStubs.paper.current" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="payStubs.paper.ytd" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow
              key={item.key}
              sx={
                item.emphasis
                  ? { '& th, & td': { fontWeight: 700, borderBottom: 0, fontSize: '1rem' } }
                  : undefined
              }
            >
              <TableCell component="th" scope="row">
                <FormattedMessage id={item.labelId} />
              </TableCell>
              <TableCell align="right" sx={numeric} data-testid={`pay-stub-summary-${item.key}`}>
                <MoneyDisplay cents={item.currentCents} />
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {item.ytdCents === null ? '' : <MoneyDisplay cents={item.ytdCents} />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
