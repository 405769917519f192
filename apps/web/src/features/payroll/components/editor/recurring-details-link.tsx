import type {
  PayrollDraftLine,
  PayrollLineDeduction,
  PayrollLineGarnishment,
} from '@paydesk/contracts';
import { Box, Link } from '@mui/material';
import { useIntl } from 'react-intl';
import type { TaxDetailsToggle } from './line-taxes';

/** The line's orders (lines computed before orders were kept have none). */
export const garnishmentsOf = (line: PayrollDraftLine): readonly PayrollLineGarnishment[] =>
  line.garnishments ?? [];

/** The line's deductions that come from the employee's recurring ones. */
export const recurringOf = (line: PayrollDraftLine): PayrollLineDeduction[] =>
  line.deductions.filter((deduction) => deduction.deductionId !== undefined);

/** How many recurring deductions and orders a line carries. */
export const recurringCount = (line: PayrollDraftLine) =>
  recurringOf(line).length + garnishmentsOf(line).length;

export type RecurringToggle = Omit<TaxDetailsToggle, 'name'> & { count: number };

/** "Recurring (n)" under the line's deduction: opens its deductions and orders below the line. */
export function RecurringDetailsLink({ toggle, name }: { toggle: RecurringToggle; name: string }) {
  const intl = useIntl();
  if (toggle.count === 0) return null;
  return (
    <Box>
      <Link
        component="button"
        type="button"
        variant="caption"
        underline="hover"
        dir="auto"
        aria-expanded={toggle.open}
        aria-controls={toggle.controls}
        aria-label={intl.formatMessage(
          { id: 'payroll.line.recurring.openFor' },
          { name, count: toggle.count },
        )}
        onClick={toggle.onToggle}
      >
        {intl.formatMessage({ id: 'payroll.line.recurring.open' }, { count: toggle.count })}
      </Link>
    </Box>
  );
}
