import type { PayrollTax } from '@paydesk/contracts';
import { Box, Link, Tooltip, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePayLineNamer } from '@web/shared/pay-lines/pay-line-names';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';

const total = (taxes: readonly PayrollTax[]) =>
  taxes.reduce((sum, tax) => sum + tax.amountCents, 0);

/** The line's tax details below it: whether they show, and the button that shows them. */
export type TaxDetailsToggle = {
  open: boolean;
  onToggle: () => void;
  /** The id of what opens, and the employee's name the button's label carries. */
  controls: string;
  name: string;
};

/**
 * A line's employee taxes as one amount; hovering lists each tax (and the employer's), named in
 * the reader's language. "Tax details" below it opens them one by one under the line, where each
 * says how it was found.
 */
export function LineTaxes({
  employeeTaxes,
  employerTaxes,
  details,
  testId,
}: {
  employeeTaxes: readonly PayrollTax[];
  employerTaxes: readonly PayrollTax[];
  details: TaxDetailsToggle;
  testId: string;
}) {
  const intl = useIntl();
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
  const taxed = employeeTaxes.length + employerTaxes.length > 0;
  return (
    <>
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
      {taxed && (
        <Box>
          <Link
            component="button"
            type="button"
            variant="caption"
            underline="hover"
            dir="auto"
            aria-expanded={details.open}
            aria-controls={details.controls}
            aria-label={intl.formatMessage(
              { id: 'payroll.line.taxDetails.for' },
              { name: details.name },
            )}
            onClick={details.onToggle}
            data-testid={`${testId}-details`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            <FormattedMessage id="payroll.line.taxDetails" />
          </Link>
        </Box>
      )}
    </>
  );
}
