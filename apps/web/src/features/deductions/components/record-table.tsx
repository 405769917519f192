import { Button, Chip } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { RecordTable, type RecordColumn } from '@web/shared/ui/record-table';
import { statusOn, type DeductionStatus } from '../model/employer-text';

/** A deduction or an order: it runs from its start, to its end once it has one. */
type EmployeeRecord = { id: string; startDate: string; endDate: string | null };

/** When a record runs: from its start, and to its end once it has one. */
export function DatesText({ startDate, endDate }: { startDate: string; endDate: string | null }) {
  const format = useFormatters();
  const start = <Ltr noWrap>{format.date(startDate)}</Ltr>;
  return (
    <span dir="auto">
      {endDate === null ? (
        <FormattedMessage id="deductions.dates.from" values={{ start }} />
      ) : (
        <FormattedMessage
          id="deductions.dates.range"
          values={{ start, end: <Ltr noWrap>{format.date(endDate)}</Ltr> }}
        />
      )}
    </span>
  );
}

/** Says a record is upcoming or ended; a running one needs no word. */
export function StatusChip({ status }: { status: DeductionStatus }) {
  const intl = useIntl();
  if (status === 'active') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={intl.formatMessage({ id: `deductions.status.${status}` })}
    />
  );
}

type Props<T extends EmployeeRecord> = {
  /** The table's accessible name. */
  label: string;
  /** Names the rows' test ids: `${testId}-${record.id}`. */
  testId: string;
  records: readonly T[];
  today: string;
  columns: readonly RecordColumn<T>[];
  /** Offers End on the records still running; absent where the reader only reads. */
  onEnd?: ((record: T) => void) | undefined;
  /** The End button's accessible name, naming the record. */
  endLabel: (record: T) => string;
};

/** An employee's deductions or orders, one row each, the ended ones kept for their history. */
export function EmployeeRecordTable<T extends EmployeeRecord>(props: Props<T>) {
  const { label, testId, records, today, columns, onEnd, endLabel } = props;
  return (
    <RecordTable
      label={label}
      records={records}
      rowProps={(record) => ({
        'data-testid': `${testId}-${record.id}`,
        'data-status': statusOn(record, today),
      })}
      rowSx={{ '& td': { verticalAlign: 'top' } }}
      columns={[
        ...columns,
        onEnd !== undefined && {
          labelId: 'deductions.column.actions',
          cell: (record: T) =>
            statusOn(record, today) !== 'ended' && (
              <Button
                size="small"
                color="error"
                aria-label={endLabel(record)}
                onClick={() => onEnd(record)}
              >
                <FormattedMessage id="deductions.end.open" />
              </Button>
            ),
        },
      ]}
    />
  );
}
