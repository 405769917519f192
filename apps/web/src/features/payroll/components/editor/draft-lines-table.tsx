import type { PayrollDraftLine } from '@paydesk/contracts';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { DraftEarningField } from '@paydesk/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { codeText, usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import { earningColumns, type EarningColumn } from '../../model/earning-columns';
import type { LineChange } from '../../model/line-edit';
import { DraftLine } from './draft-line';

/** The named fields keep their own headers: they say hours where the earning's text says pay. */
const fieldHeaderIds: Readonly<Record<DraftEarningField, string>> = {
  regularHours: 'payroll.column.regularHours',
  overtimeHours: 'payroll.column.overtimeHours',
  bonusCents: 'payroll.column.bonus',
  commissionCents: 'payroll.column.commission',
  reimbursementCents: 'payroll.column.reimbursement',
};

const leadingHeaderIds = ['payroll.column.employee'] as const;
const trailingHeaders = [
  { id: 'payroll.column.deduction', align: 'left' },
  { id: 'payroll.column.exclude', align: 'left' },
  { id: 'payroll.column.gross', align: 'right' },
  { id: 'payroll.column.taxes', align: 'right' },
  { id: 'payroll.column.net', align: 'right' },
] as const;

const headerSx = { lineHeight: 1.2 } as const;

function EarningHeader({ column }: { column: EarningColumn }) {
  const texts = usePayLineTexts();
  return (
    <TableCell sx={headerSx}>
      {column.field === null ? (
        codeText(texts, column.code)
      ) : (
        <FormattedMessage id={fieldHeaderIds[column.field]} />
      )}
    </TableCell>
  );
}

// On narrow screens the table scrolls sideways; the employee and the net pay stay in view. From
// 1366 px wide (the side menu docked) the whole table fits, so nothing lies under the net pay.
const stickyEnds = {
  '& td, & th': { px: 0.5 },
  // A line's details span the row: they scroll with it, neither end held.
  '& td:first-of-type:not(.line-details), & th:first-of-type': {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    borderInlineEnd: 1,
    borderInlineEndColor: 'divider',
  },
  '& td:last-of-type:not(.line-details), & th:last-of-type': {
    position: 'sticky',
    insetInlineEnd: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    borderInlineStart: 1,
    borderInlineStartColor: 'divider',
  },
} as const;

type Props = {
  companyId: string;
  lines: readonly PayrollDraftLine[];
  onChange: (employeeId: string, change: LineChange) => void;
};

/**
 * The draft's lines as an editable table: each row saves as it is typed. Its earning columns
 * come from the pay-line vocabulary (`earningColumns`).
 */
export function DraftLinesTable({ companyId, lines, onChange }: Props) {
  const intl = useIntl();
  const columns = earningColumns();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={intl.formatMessage({ id: 'payroll.editor.lines' })}
        data-testid="draft-lines"
        sx={stickyEnds}
      >
        <TableHead>
          <TableRow>
            {leadingHeaderIds.map((id) => (
              <TableCell key={id} sx={headerSx}>
                <FormattedMessage id={id} />
              </TableCell>
            ))}
            {columns.map((column) => (
              <EarningHeader key={column.key} column={column} />
            ))}
            {trailingHeaders.map((header) => (
              <TableCell key={header.id} align={header.align} sx={headerSx}>
                <FormattedMessage id={header.id} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <DraftLine
              key={line.employeeId}
              companyId={companyId}
              line={line}
              columns={columns}
              onChange={onChange}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
