import type { PayrollListItem } from '@paydesk/contracts';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { ServerDataGrid } from '@web/shared/ui/data-grid/server-data-grid';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { achFileKeys } from '../api/ach-file-keys';
import {
  APPROVED_PAYROLLS_PAGE_SIZE,
  approvedPayrollPageFetcher,
} from '../api/list-approved-payrolls';
import type { PayrollSelection } from '../model/selection';

type Props = {
  selection: PayrollSelection;
  onChange: (model: GridRowSelectionModel, pageRows: readonly PayrollListItem[]) => void;
};

/** Every approved payroll in the caller's scope, a page at a time, each with a checkbox. */
export function ApprovedPayrollGrid({ selection, onChange }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const columns = useMemo<GridColDef<PayrollListItem>[]>(() => {
    const header = (id: string) => intl.formatMessage({ id });
    const columns: GridColDef<PayrollListItem>[] = [
      {
        field: 'companyName',
        headerName: header('achFiles.column.company'),
        flex: 1,
        minWidth: 180,
      },
      {
        field: 'payDate',
        headerName: header('achFiles.column.payDate'),
        width: 130,
        renderCell: ({ row }) => <Ltr>{format.date(row.payDate)}</Ltr>,
      },
      {
        field: 'periodEnd',
        headerName: header('achFiles.column.period'),
        flex: 1,
        minWidth: 210,
        renderCell: ({ row }) => (
          <FormattedMessage
            id="achFiles.periodRange"
            values={{
              start: <Ltr>{format.date(row.periodStart)}</Ltr>,
              end: <Ltr>{format.date(row.periodEnd)}</Ltr>,
            }}
          />
        ),
      },
      {
        field: 'employees',
        headerName: header('achFiles.column.employees'),
        width: 110,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => row.summary.employees,
        renderCell: ({ row }) => format.number(row.summary.employees),
      },
      {
        field: 'netPayCents',
        headerName: header('achFiles.column.netPay'),
        width: 140,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => row.summary.netPayCents,
        renderCell: ({ row }) => <MoneyDisplay cents={row.summary.netPayCents} />,
      },
      {
        field: 'type',
        headerName: header('achFiles.column.type'),
        width: 130,
        valueGetter: (_value, row) =>
          header(row.type === 'regular' ? 'achFiles.type.regular' : 'achFiles.type.offCycle'),
      },
    ];
    // The server orders the list; sorting one page in the browser would mislead.
    return columns.map((column) => ({ ...column, sortable: false }));
  }, [intl, format]);
  const ids = useMemo(() => new Set(selection.keys()), [selection]);
  return (
    <ServerDataGrid<PayrollListItem>
      ariaLabel={intl.formatMessage({ id: 'achFiles.create.payrolls' })}
      columns={columns}
      queryKey={achFileKeys.approvedPayrolls()}
      fetchPage={approvedPayrollPageFetcher}
      pageSize={APPROVED_PAYROLLS_PAGE_SIZE}
      pageSizeOptions={[APPROVED_PAYROLLS_PAGE_SIZE, 50, 100]}
      emptyMessageId="achFiles.create.empty"
      errorMessageId="achFiles.error.approved"
      selection={{ ids, onChange }}
    />
  );
}
