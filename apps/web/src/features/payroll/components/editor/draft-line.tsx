import type { PayrollDraftLine } from '@paydesk/contracts';
import { TableCell, TableRow } from '@mui/material';
import { useId, useState } from 'react';
import type { EarningColumn } from '../../model/earning-columns';
import type { LineChange } from '../../model/line-edit';
import { DraftLineRow } from './draft-line-row';
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
 * An employee's line, and below it, once asked for, its taxes one by one: the grid shows only
 * their total, and a tax's explanation needs the room of the whole row.
 */
export function DraftLine({ companyId, line, columns, onChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const controls = `${id}taxes`;
  return (
    <>
      <DraftLineRow
        companyId={companyId}
        line={line}
        columns={columns}
        onChange={onChange}
        taxDetails={{ open, onToggle: () => setOpen((wasOpen) => !wasOpen), controls }}
      />
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
