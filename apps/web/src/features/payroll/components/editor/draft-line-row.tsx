import type { PayrollDraftLine } from '@paydesk/contracts';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Checkbox, Link, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatMoneyInput } from '@web/shared/forms/money';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { hoursInputText, parseHoursText } from '../../model/hours';
import { codeText, usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import type { EarningColumn } from '../../model/earning-columns';
import {
  columnChange,
  columnValue,
  deductionsWith,
  lineValues,
  type LineChange,
  type LineField,
} from '../../model/line-edit';
import { parseLineMoney } from '../../model/money-cell';
import { employeeProfilePath } from '../../model/readiness-links';
import { RecurringDetailsLink, type RecurringToggle } from './recurring-details-link';
import { LineTaxes, type TaxDetailsToggle } from './line-taxes';
import { LineTimeOff } from './line-time-off';
import { NumberCell } from './number-cell';

type Props = {
  companyId: string;
  line: PayrollDraftLine;
  /** The earning columns, from the pay-line vocabulary. */
  columns: readonly EarningColumn[];
  onChange: (employeeId: string, change: LineChange) => void;
  /** Opens the line's taxes one by one on the row below (see `DraftLine`). */
  taxDetails: Omit<TaxDetailsToggle, 'name'>;
  /** Opens the line's recurring deductions and orders on the row below, when it has any. */
  recurringDetails: RecurringToggle;
};

/** One employee's line: what can be changed, and what the engine computed from it. */
export function DraftLineRow({
  companyId,
  line,
  columns,
  onChange,
  taxDetails,
  recurringDetails,
}: Props) {
  const intl = useIntl();
  const texts = usePayLineTexts();
  const format = useFormatters();
  const { locale } = format;
  const values = lineValues(line);
  const name = `${line.firstName} ${line.lastName}`;
  const isHourly = line.paymentType === 'hourly';
  const label = (field: LineField) =>
    intl.formatMessage({ id: `payroll.line.${field}.for` }, { name });
  const columnLabel = (column: EarningColumn) =>
    column.field === null
      ? intl.formatMessage(
          { id: 'payroll.line.earning.for' },
          { line: codeText(texts, column.code), name },
        )
      : label(column.field);
  const hoursText = useCallback((hours: number) => hoursInputText(hours, locale), [locale]);
  const moneyText = useCallback(
    (cents: number) => (cents === 0 ? '' : formatMoneyInput(cents, locale)),
    [locale],
  );
  const parseMoney = useCallback((text: string) => parseLineMoney(text, locale), [locale]);
  const set = (change: LineChange) => onChange(line.employeeId, change);
  // The box follows the click at once; the server's answer confirms it a moment later.
  const [excluded, setExcluded] = useState(line.excluded);
  const [savedExcluded, setSavedExcluded] = useState(line.excluded);
  if (line.excluded !== savedExcluded) {
    setSavedExcluded(line.excluded);
    setExcluded(line.excluded);
  }
  const rate =
    line.rateCents === null
      ? null
      : intl.formatMessage(
          { id: isHourly ? 'payroll.line.rate.hourly' : 'payroll.line.rate.salary' },
          { amount: format.money(line.rateCents) },
        );
  return (
    <TableRow
      data-testid={`line-${line.employeeId}`}
      sx={{ opacity: excluded ? 0.55 : 1, '& td': { verticalAlign: 'top' } }}
    >
      <TableCell sx={{ minWidth: 150 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link
            component={RouterLink}
            to={employeeProfilePath(companyId, line.employeeId)}
            underline="hover"
          >
            {name}
          </Link>
          {line.readiness.length > 0 && (
            <Tooltip title={intl.formatMessage({ id: 'payroll.line.notReady' })}>
              <WarningAmberIcon color="warning" fontSize="small" data-testid="line-not-ready" />
            </Tooltip>
          )}
        </Stack>
        {rate && (
          <Typography variant="caption" color="text.secondary">
            <Ltr>{rate}</Ltr>
          </Typography>
        )}
        <LineTimeOff
          companyId={companyId}
          employeeId={line.employeeId}
          timeOff={line.timeOff}
          hourly={isHourly}
        />
      </TableCell>
      {columns.map((column) => (
        <TableCell key={column.key}>
          {column.input === 'hours' && !isHourly ? (
            <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
              {intl.formatMessage({ id: 'payroll.line.salaried' })}
            </Typography>
          ) : (
            <NumberCell
              label={columnLabel(column)}
              value={columnValue(values, column)}
              toText={column.input === 'hours' ? hoursText : moneyText}
              parse={column.input === 'hours' ? parseHoursText : parseMoney}
              onValue={(value) => set(columnChange(column, value))}
              disabled={excluded}
              testId={`${column.key}-${line.employeeId}`}
            />
          )}
        </TableCell>
      ))}
      <TableCell>
        <NumberCell
          label={label('deductionCents')}
          value={values.deductionCents}
          toText={moneyText}
          parse={parseMoney}
          onValue={(value) =>
            set({
              deductions: deductionsWith(
                line.deductions,
                value,
                intl.formatMessage({ id: 'payroll.line.deduction.label' }),
              ),
            })
          }
          disabled={excluded}
          testId={`deductionCents-${line.employeeId}`}
        />
        <RecurringDetailsLink toggle={recurringDetails} name={name} />
      </TableCell>
      <TableCell padding="checkbox">
        <Checkbox
          checked={excluded}
          onChange={(event) => {
            setExcluded(event.target.checked);
            set({ excluded: event.target.checked });
          }}
          slotProps={{ input: { 'aria-label': label('excluded') } }}
        />
      </TableCell>
      <TableCell align="right" sx={{ pt: 2 }} data-testid={`gross-${line.employeeId}`}>
        <MoneyDisplay cents={line.grossCents} />
      </TableCell>
      <TableCell align="right" sx={{ pt: 2 }}>
        <LineTaxes
          employeeTaxes={line.employeeTaxes}
          employerTaxes={line.employerTaxes}
          details={{ ...taxDetails, name }}
          testId={`taxes-${line.employeeId}`}
        />
      </TableCell>
      <TableCell
        align="right"
        sx={{ pt: 2, fontWeight: 600 }}
        data-testid={`net-${line.employeeId}`}
      >
        <MoneyDisplay cents={line.netPayCents} />
      </TableCell>
    </TableRow>
  );
}
