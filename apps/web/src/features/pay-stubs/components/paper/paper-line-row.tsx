import { TableCell, TableRow } from '@mui/material';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import {
  TaxExplanationPanel,
  useExplanationToggle,
  WhyAmountButton,
} from '@web/shared/pay-lines/tax-explanation';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import type { PaperLine } from '../../model/paper-layout';

export const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * One line of a paper table: its name, hours and rate (earnings), this period and year to date.
 * A tax the stub explains offers "Why $…?" under this period's amount, opening on a row below.
 */
export function PaperLineRow({ line, hasHours }: { line: PaperLine; hasHours: boolean }) {
  const format = useFormatters();
  const toggle = useExplanationToggle();
  const { explanation } = line;
  return (
    <>
      <TableRow>
        <TableCell dir="auto">{line.label}</TableCell>
        {hasHours && (
          <>
            <TableCell align="right" sx={numeric}>
              {line.hours === null ? (
                ''
              ) : (
                <Ltr>{format.number(line.hours, { maximumFractionDigits: 2 })}</Ltr>
              )}
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {line.rateCents === null ? '' : <MoneyDisplay cents={line.rateCents} />}
            </TableCell>
          </>
        )}
        <TableCell align="right" sx={numeric}>
          <MoneyDisplay cents={line.currentCents} />
          {explanation && (
            <div>
              <WhyAmountButton amountCents={line.currentCents} toggle={toggle} />
            </div>
          )}
        </TableCell>
        <TableCell align="right" sx={numeric}>
          <MoneyDisplay cents={line.ytdCents} />
        </TableCell>
      </TableRow>
      {explanation && toggle.open && (
        <TableRow>
          <TableCell colSpan={hasHours ? 5 : 3} sx={{ pt: 0 }}>
            <TaxExplanationPanel explanation={explanation} toggle={toggle} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
