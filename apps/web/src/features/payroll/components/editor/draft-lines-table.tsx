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
import { FormattedMessage, useIntl } from 'react-intl';
import type { LineChange } from '../../model/line-edit';
import { DraftLineRow } from './draft-line-row';

const headers = [
  { id: 'payroll.column.employee', align: 'left' },
  { id: 'payroll.column.regularHours', align: 'left' },
  { id: 'payroll.column.overtimeHours', align: 'left' },
  { id: 'payroll.column.bonus', align: 'left' },
  { id: 'payroll.column.commission', align: 'left' },
  { id: 'payroll.column.reimbursement', align: 'left' },
  { id: 'payroll.column.deduction', align: 'left' },
  { id: 'payroll.column.exclude', align: 'left' },
  { id: 'payroll.column.gross', align: 'right' },
  { id: 'payroll.column.taxes', align: 'right' },
  { id: 'payroll.column.net', align: 'right' },
] as const;

// On narrow screens the table scrolls sideways; the employee and the net pay stay in view. From
// 1366 px wide (the side menu docked) the whole table fits, so nothing lies under the net pay.
const stickyEnds = {
  '& td, & th': { px: 0.5 },
  '& td:first-of-type, & th:first-of-type': {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    borderInlineEnd: 1,
    borderInlineEndColor: 'divider',
  },
  '& td:last-of-type, & th:last-of-type': {
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

/** The draft's lines as an editable table: each row saves as it is typed. */
export function DraftLinesTable({ companyId, lines, onChange }: Props) {
  const intl = useIntl();
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
            {headers.map((header) => (
              <TableCell key={header.id} align={header.align} sx={{ lineHeight: 1.2 }}>
                <FormattedMessage id={header.id} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <DraftLineRow
              key={line.employeeId}
              companyId={companyId}
              line={line}
              onChange={onChange}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
