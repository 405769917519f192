import type { PayrollTax } from '@paydesk/contracts';
import { Box, Tooltip, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { usePayLineNamer } from '@web/shared/pay-lines/pay-line-names';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';

const total = (taxes: readonly PayrollTax[]) =>
  taxes.reduce((sum, tax) => sum + tax.amountCents, 0);

/**
 * A line's employee taxes as one amount; hovering lists each tax (and the employer's), named in
 * the reader's language.
 */
export function LineTaxes({
  employeeTaxes,
  employerTaxes,
  testId,
}: {
  employeeTaxes: readonly PayrollTax[];
  employerTaxes: readonly PayrollTax[];
  testId: string;
}) {
  const name = usePayLineNamer();
  // Two lines may share a code (the income taxes of two states): the index tells them apart.
  const list = (taxes: readonly PayrollTax[]) =>
    taxes.map((tax, index) => (
      <Box
        key={`${tax.code}-${index}`}
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
      >
        <span>{name(tax)}</span>
        <MoneyDisplay cents={tax.amountCents} />
      </Box>
    ));
  return (
    <Tooltip
      title={
        <Box sx={{ minWidth: 220 }}>
          <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="payroll.line.employeeTaxes" />
          </Typography>
          {list(employeeTaxes)}
          <Typography variant="caption" component="p" sx={{ fontWeight: 600, mt: 1 }}>
            <FormattedMessage id="payroll.line.employerTaxes" />
          </Typography>
          {list(employerTaxes)}
        </Box>
      }
    >
      <Box component="span" data-testid={testId} tabIndex={0}>
        <MoneyDisplay cents={total(employeeTaxes)} />
      </Box>
    </Tooltip>
  );
}
