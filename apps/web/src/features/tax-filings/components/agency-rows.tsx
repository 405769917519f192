import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Box, Collapse, IconButton, Stack, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { depositDueDates, type AgencySummary } from '../model/agency-summary';
import { PayrollDrillDown } from './payroll-drill-down';

type Props = { companyId: string; summary: AgencySummary; agencyName: string };

export const COLUMN_COUNT = 6;
export const amountCell = { textAlign: 'end', whiteSpace: 'nowrap' } as const;

/** An agency's line with its totals, one line per tax, and its payrolls when opened. */
export function AgencyRows({ companyId, summary, agencyName }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const { agency } = summary;
  const dueDates = depositDueDates(summary);
  const toggle = intl.formatMessage(
    { id: open ? 'taxFilings.drillDown.close' : 'taxFilings.drillDown.open' },
    { agency: agencyName },
  );
  return (
    <>
      <TableRow
        data-testid={`tax-agency-${agency.id}`}
        sx={{ '& > td, & > th': { borderBlockEnd: 0 } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={toggle}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
          {agencyName}
        </TableCell>
        <TableCell sx={{ ...amountCell, fontWeight: 600 }}>
          <MoneyDisplay cents={summary.employeeCents} />
        </TableCell>
        <TableCell sx={{ ...amountCell, fontWeight: 600 }}>
          <MoneyDisplay cents={summary.employerCents} />
        </TableCell>
        <TableCell sx={{ ...amountCell, fontWeight: 600 }} data-testid="tax-agency-total">
          <MoneyDisplay cents={summary.totalCents} />
        </TableCell>
        <TableCell data-testid="tax-agency-due-dates">
          {dueDates.length > 0 ? (
            <Stack>
              {dueDates.map((date) => (
                <Ltr key={date} noWrap>
                  {format.date(date)}
                </Ltr>
              ))}
            </Stack>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id="taxFilings.depositDue.unknown" />
            </Box>
          )}
        </TableCell>
      </TableRow>
      {summary.taxes.map((tax, index) => (
        <TableRow
          key={tax.tax}
          data-testid={`tax-agency-${agency.id}-${tax.tax}`}
          sx={index < summary.taxes.length - 1 || open ? { '& > td': { borderBlockEnd: 0 } } : {}}
        >
          <TableCell padding="checkbox" />
          <TableCell sx={{ paddingInlineStart: 4, color: 'text.secondary' }}>
            <FormattedMessage id={`taxFilings.tax.${tax.tax}`} />
          </TableCell>
          <TableCell sx={amountCell}>
            <MoneyDisplay cents={tax.employeeCents} />
          </TableCell>
          <TableCell sx={amountCell}>
            <MoneyDisplay cents={tax.employerCents} />
          </TableCell>
          <TableCell sx={amountCell}>
            <MoneyDisplay cents={tax.totalCents} />
          </TableCell>
          <TableCell />
        </TableRow>
      ))}
      <TableRow>
        <TableCell
          colSpan={COLUMN_COUNT}
          sx={{ paddingBlock: 0, ...(open ? {} : { borderBlockEnd: 0 }) }}
        >
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ marginBlock: 1.5, marginInlineStart: 4, overflowX: 'auto' }}>
              <PayrollDrillDown companyId={companyId} summary={summary} agencyName={agencyName} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
