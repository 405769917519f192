import type { PayrollDraftLine } from '@paydesk/contracts';
import { TableCell, TableRow } from '@mui/material';
import { useId, useState } from 'react';
import type { EarningColumn } from '../../model/earning-columns';
import type { LineChange } from '../../model/line-edit';
import { DraftLineRow } from './draft-line-row';
import { LineDeductionDetails } from './line-deduction-details';
import { recurringCount } from './recurring-details-link';
import { LineTaxDetails } from './line-tax-details';

/** The columns around the earnings: employee; deduction, exclude, gross, taxes and net. */
const OTHER_COLUMNS = 6;

type Props = {
  companyId: string;
  line: PayrollDraftLine;
  columns: readonly EarningColumn[];
  onChange: (employeeId: string, change: LineChange) => void;
};

/**
 * An employee's line, and below it, once asked for, its recurring deductions and orders, and its
 * taxes one by one: the grid shows only their totals, and each needs the room of the whole row.
 */
export function DraftLine({ companyId, line, columns, onChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [recurringOpen, setRecurringOpen] = useState(false);
  const controls = `${id}taxes`;
  const recurringControls = `${id}recurring`;
  const count = recurringCount(line);
  return (
    <>
      <DraftLineRow
        companyId={companyId}
        line={line}
        columns={columns}
        onChange={onChange}
        taxDetails={{ open, onToggle: () => setOpen((wasOpen) => !wasOpen), controls }}
        recurringDetails={{
          open: recurringOpen,
          onToggle: () => setRecurringOpen((wasOpen) => !wasOpen),
          controls: recurringControls,
          count,
        }}
      />
      {recurringOpen && count > 0 && (
        <TableRow data-testid={`recurring-row-${line.employeeId}`}>
          <TableCell colSpan={columns.length + OTHER_COLUMNS} className="line-details">
            <LineDeductionDetails
              id={recurringControls}
              line={line}
              onChange={(change) => onChange(line.employeeId, change)}
              disabled={line.excluded}
            />
          </TableCell>
        </TableRow>
      )}
      {open && (
        <TableRow data-testid={`tax-details-row-${line.employeeId}`}>
          <TableCell colSpan={columns.length + OTHER_COLUMNS} className="line-details">
            <LineTaxDetails
              id={controls}
              employeeTaxes={line.employeeTaxes}
              employerTaxes={line.employerTaxes}
              testId={`tax-details-${line.employeeId}`}
            />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
