import type { PayrollListItem } from '@paydesk/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { ServerDataGrid } from '@web/shared/ui/data-grid/server-data-grid';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { PAYROLLS_PAGE_SIZE, payrollPageFetcher } from '../../api/list-payrolls';
import { payrollKeys } from '../../api/payroll-keys';
import { runTypeLabelId } from '../../model/run-type';
import { PayrollStatusChip } from '../payroll-status-chip';

type Props = { companyId: string; status: string; onOpen: (payrollId: string) => void };

/** The company's payrolls, newest first, a page at a time from the server; a row opens it. */
export function PayrollGrid({ companyId, status, onOpen }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const fetchPage = useMemo(() => payrollPageFetcher(companyId, status), [companyId, status]);
  const columns = useMemo<GridColDef<PayrollListItem>[]>(() => {
    const header = (id: string) => intl.formatMessage({ id });
    const money = (field: 'grossCents' | 'netPayCents' | 'cashRequirementCents', id: string) =>
      ({
        field,
        headerName: header(id),
        width: 125,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => row.summary[field],
        renderCell: ({ row }) => <MoneyDisplay cents={row.summary[field]} />,
      }) satisfies GridColDef<PayrollListItem>;
    const columns: GridColDef<PayrollListItem>[] = [
      {
        field: 'payDate',
        headerName: header('payroll.column.payDate'),
        width: 125,
        renderCell: ({ row }) => <Ltr noWrap>{format.date(row.payDate)}</Ltr>,
      },
      {
        field: 'periodEnd',
        headerName: header('payroll.column.period'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          // One flex item, so the spaces around the dash stay.
          <span>
            <FormattedMessage
              id="payroll.periodRange"
              values={{
                start: <Ltr noWrap>{format.date(row.periodStart)}</Ltr>,
                end: <Ltr noWrap>{format.date(row.periodEnd)}</Ltr>,
              }}
            />
          </span>
        ),
      },
      {
        field: 'type',
        headerName: header('payroll.column.type'),
        width: 140,
        valueGetter: (_value, row) => header(runTypeLabelId(row.type, row.offCycleReason)),
      },
      {
        field: 'employees',
        headerName: header('payroll.column.employees'),
        width: 105,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => row.summary.employees,
      },
      money('grossCents', 'payroll.column.gross'),
      money('netPayCents', 'payroll.column.net'),
      money('cashRequirementCents', 'payroll.column.cash'),
      {
        field: 'status',
        headerName: header('payroll.column.status'),
        width: 130,
        renderCell: ({ row }) => <PayrollStatusChip status={row.status} />,
      },
    ];
    // The server orders the list; sorting one page in the browser would mislead.
    return columns.map((column) => ({ ...column, sortable: false }));
  }, [intl, format]);
  return (
    <ServerDataGrid<PayrollListItem>
      key={status}
      ariaLabel={intl.formatMessage({ id: 'payroll.list.title' })}
      columns={columns}
      queryKey={payrollKeys.list(companyId, status)}
      fetchPage={fetchPage}
      pageSize={PAYROLLS_PAGE_SIZE}
      pageSizeOptions={[PAYROLLS_PAGE_SIZE, 50, 100]}
      emptyMessageId="payroll.list.empty"
      onRowClick={(row) => onOpen(row.id)}
      wrapCells
    />
  );
}
