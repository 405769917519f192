import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A plain style object (no theme callback or list), so that a cell can merge two. */
type CellStyle = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown)>;

/** One column: its heading's message id and what each record shows in it. */
export type RecordColumn<T> = {
  labelId: string;
  cell: (record: T) => ReactNode;
  /** The cell's test id, where a test reads one record's figure. */
  testId?: (record: T) => string;
  align?: 'right';
  /** Applies to the heading and the cells (say, hidden on narrow screens). */
  sx?: CellStyle;
  /** Applies to the cells only. */
  cellSx?: CellStyle;
};

type Props<T extends { id: string }> = {
  /** The table's accessible name. */
  label: string;
  records: readonly T[];
  /** The columns in order; `false` leaves one out (a column only some readers see). */
  columns: readonly (RecordColumn<T> | false)[];
  size?: 'small';
  /** The row's test id and state, for tests and styles that read a record's row. */
  rowProps?: (record: T) => { 'data-testid'?: string; 'data-status'?: string };
  rowSx?: CellStyle;
};

/** A list of records, one row each under a heading row: the frame every such table shares. */
export function RecordTable<T extends { id: string }>(props: Props<T>) {
  const { label, records, size, rowProps, rowSx } = props;
  const columns = props.columns.filter((column): column is RecordColumn<T> => column !== false);
  return (
    <TableContainer>
      <Table {...(size ? { size } : {})} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.labelId} align={column.align} sx={column.sx}>
                <FormattedMessage id={column.labelId} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={record.id} {...rowProps?.(record)} sx={rowSx}>
              {columns.map((column) => (
                <TableCell
                  key={column.labelId}
                  align={column.align}
                  sx={column.cellSx ? { ...column.sx, ...column.cellSx } : column.sx}
                  data-testid={column.testId?.(record)}
                >
                  {column.cell(record)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
