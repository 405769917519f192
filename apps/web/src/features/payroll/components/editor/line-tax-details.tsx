import type { PayrollTax } from '@paydesk/contracts';
import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { usePayLineNamer } from '@web/shared/pay-lines/pay-line-names';
import {
  TaxExplanationPanel,
  useExplanationToggle,
  WhyAmountButton,
} from '@web/shared/pay-lines/tax-explanation';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';

/** One tax: its name and amount, "Why $…?" under the amount when the engine explained it. */
function TaxItem({ tax }: { tax: PayrollTax }) {
  const name = usePayLineNamer();
  const toggle = useExplanationToggle();
  const { explanation } = tax;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        py: 0.5,
        borderBlockEnd: 1,
        borderBlockEndColor: 'divider',
      }}
    >
      {/* A name, not a sentence: it keeps the side the page reads from, as a table's does. */}
      <Box component="span" sx={{ typography: 'body2' }}>
        {name(tax)}
      </Box>
      <Box sx={{ textAlign: 'end', typography: 'body2', whiteSpace: 'nowrap' }}>
        <MoneyDisplay cents={tax.amountCents} />
        {explanation && (
          <div>
            <WhyAmountButton amountCents={tax.amountCents} toggle={toggle} />
          </div>
        )}
      </Box>
      {explanation && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TaxExplanationPanel explanation={explanation} toggle={toggle} />
        </Box>
      )}
    </Box>
  );
}

function TaxGroup({ titleId, taxes }: { titleId: string; taxes: readonly PayrollTax[] }) {
  if (taxes.length === 0) return null;
  return (
    <Box component="section" sx={{ flex: '1 1 18rem', minInlineSize: 0, maxInlineSize: '36rem' }}>
      <Typography variant="caption" component="h4" sx={{ fontWeight: 600 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {/* Two taxes may share a code (two states' income taxes): the index tells them apart. */}
        {taxes.map((tax, index) => (
          <TaxItem key={`${tax.code}-${index}`} tax={tax} />
        ))}
      </Box>
    </Box>
  );
}

/** A line's taxes one by one, the employee's then the employer's, each with its explanation. */
export function LineTaxDetails({
  id,
  employeeTaxes,
  employerTaxes,
  testId,
}: {
  id: string;
  employeeTaxes: readonly PayrollTax[];
  employerTaxes: readonly PayrollTax[];
  testId: string;
}) {
  return (
    <Box
      id={id}
      data-testid={testId}
      // Held at the start of the visible table while a narrow screen scrolls it sideways.
      sx={{
        position: 'sticky',
        insetInlineStart: 0,
        maxInlineSize: 'calc(100vw - 4rem)',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 3,
        py: 1,
        textAlign: 'start',
      }}
    >
      <TaxGroup titleId="payroll.line.employeeTaxes" taxes={employeeTaxes} />
      <TaxGroup titleId="payroll.line.employerTaxes" taxes={employerTaxes} />
    </Box>
  );
}
