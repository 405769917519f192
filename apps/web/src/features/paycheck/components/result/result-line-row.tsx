import { TableCell, TableRow, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import {
  TaxExplanationPanel,
  useExplanationToggle,
  WhyAmountButton,
} from '@web/shared/pay-lines/tax-explanation';
import type { ResultLine } from '@web/features/paycheck/model/result-groups';
import { Amount } from './amount';

/**
 * One line of the result: its name (hours × rate on a time earning) and its amount; a tax the
 * engine explained offers "Why $…?" under its amount and opens on a row of its own below.
 */
export function ResultLineRow({ entry }: { entry: ResultLine }) {
  const format = useFormatters();
  const toggle = useExplanationToggle();
  const { key, line, label } = entry;
  const { explanation } = line;
  return (
    <>
      <TableRow data-testid={`result-line-${key}`}>
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
          {explanation && (
            <div>
              <WhyAmountButton amountCents={line.amountCents} toggle={toggle} />
            </div>
          )}
        </TableCell>
      </TableRow>
      {explanation && toggle.open && (
        <TableRow>
          <TableCell colSpan={2} sx={{ px: 0, pt: 0 }}>
            <TaxExplanationPanel explanation={explanation} toggle={toggle} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
