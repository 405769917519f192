import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { payrollViewPath } from '@web/features/payroll';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { payrollRowsOf, type AgencySummary } from '../model/agency-summary';

type Props = { companyId: string; summary: AgencySummary; agencyName: string };

const amount = { textAlign: 'end', whiteSpace: 'nowrap' } as const;

/** An agency's payrolls of the quarter: each one's taxes, amounts and deposit due date. */
export function PayrollDrillDown({ companyId, summary, agencyName }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const rows = payrollRowsOf(summary);
  const hasDueDates = rows.some((row) => row.depositDueDate !== null);
  return (
    <Table
      size="small"
      aria-label={intl.formatMessage({ id: 'taxFilings.drillDown.label' }, { agency: agencyName })}
      data-testid={`tax-drill-down-${summary.agency.id}`}
    >
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage id="taxFilings.column.payDate" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="taxFilings.column.payroll" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="taxFilings.column.tax" />
          </TableCell>
          <TableCell sx={amount}>
            <FormattedMessage id="taxFilings.column.employee" />
          </TableCell>
          <TableCell sx={amount}>
            <FormattedMessage id="taxFilings.column.employer" />
          </TableCell>
          <TableCell sx={amount}>
            <FormattedMessage id="taxFilings.column.total" />
          </TableCell>
          {hasDueDates && (
            <TableCell>
              <FormattedMessage id="taxFilings.column.depositDue" />
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => {
          // A payroll's date and link head its first tax only: its taxes read as one group.
          const first = rows[index - 1]?.payrollId !== row.payrollId;
          return (
            <TableRow key={`${row.payrollId}-${row.tax}`} data-testid="tax-drill-down-row">
              <TableCell>{first && <Ltr noWrap>{format.date(row.payDate)}</Ltr>}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {first && (
                  <Link component={RouterLink} to={payrollViewPath(companyId, row.payrollId)}>
                    <FormattedMessage id="taxFilings.drillDown.openPayroll" />
                  </Link>
                )}
              </TableCell>
              <TableCell>
                <FormattedMessage id={`taxFilings.tax.${row.tax}`} />
              </TableCell>
              <TableCell sx={amount}>
                <MoneyDisplay cents={row.employeeCents} />
              </TableCell>
              <TableCell sx={amount}>
                <MoneyDisplay cents={row.employerCents} />
              </TableCell>
              <TableCell sx={amount}>
                <MoneyDisplay cents={row.totalCents} />
              </TableCell>
              {hasDueDates && (
                <TableCell>
                  {row.depositDueDate && <Ltr noWrap>{format.date(row.depositDueDate)}</Ltr>}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
