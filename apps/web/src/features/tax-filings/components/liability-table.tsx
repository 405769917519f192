import type { UsStateCode } from '@paydesk/contracts';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { agencyLabelOf } from '../model/agency-names';
import { totalOf, type AgencySummary } from '../model/agency-summary';
import { AgencyRows, amountCell } from './agency-rows';

// A table foot's cells are small and grey by default; the quarter's total reads as a total.
const footCell = { typography: 'body2', fontWeight: 700, color: 'text.primary' } as const;

type Props = {
  companyId: string;
  summaries: readonly AgencySummary[];
  stateNames: Readonly<Record<UsStateCode, string>>;
  localNames: ReadonlyMap<string, string>;
};

/** The quarter's liabilities: one group of lines per agency, the grand total at the foot. */
export function LiabilityTable({ companyId, summaries, stateNames, localNames }: Props) {
  const intl = useIntl();
  const total = totalOf(summaries);
  return (
    <Table aria-label={intl.formatMessage({ id: 'taxFilings.table.label' })}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>
            <FormattedMessage id="taxFilings.column.agency" />
          </TableCell>
          <TableCell sx={amountCell}>
            <FormattedMessage id="taxFilings.column.employee" />
          </TableCell>
          <TableCell sx={amountCell}>
            <FormattedMessage id="taxFilings.column.employer" />
          </TableCell>
          <TableCell sx={amountCell}>
            <FormattedMessage id="taxFilings.column.total" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="taxFilings.column.depositsDue" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {summaries.map((summary) => {
          const label = agencyLabelOf(summary.agency, stateNames, localNames);
          return (
            <AgencyRows
              key={summary.agency.id}
              companyId={companyId}
              summary={summary}
              agencyName={intl.formatMessage({ id: label.id }, label.values)}
            />
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow data-testid="tax-filings-total">
          <TableCell padding="checkbox" />
          <TableCell sx={footCell}>
            <FormattedMessage id="taxFilings.total" />
          </TableCell>
          {[total.employeeCents, total.employerCents, total.totalCents].map((cents, index) => (
            <TableCell key={index} sx={{ ...amountCell, ...footCell }}>
              <MoneyDisplay cents={cents} />
            </TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
