import type { ContractorPayment } from '@paydesk/contracts';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { ServerDataGrid } from '@web/shared/ui/data-grid/server-data-grid';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { achFileKeys } from '../api/ach-file-keys';
import {
  APPROVED_CONTRACTOR_PAYMENTS_PAGE_SIZE,
  approvedContractorPaymentPageFetcher,
} from '../api/list-approved-contractor-payments';
import type { ContractorPaymentSelection } from '../model/selection';

type Props = {
  selection: ContractorPaymentSelection;
  onChange: (model: GridRowSelectionModel, pageRows: readonly ContractorPayment[]) => void;
};

const deposits = (row: ContractorPayment) =>
  row.items.filter((item) => item.paymentMethod === 'direct_deposit' && item.status === 'pending');

/**
 * Every approved contractor payment run in the caller's scope, a page at a time, each with a
 * checkbox: the file carries its direct deposits (its checks are the company's to write).
 */
export function ApprovedContractorPaymentGrid({ selection, onChange }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const columns = useMemo<GridColDef<ContractorPayment>[]>(() => {
    const header = (id: string) => intl.formatMessage({ id });
    const columns: GridColDef<ContractorPayment>[] = [
      {
        field: 'companyName',
        headerName: header('achFiles.column.company'),
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => row.companyName ?? '',
      },
      {
        field: 'payDate',
        headerName: header('achFiles.column.payDate'),
        width: 130,
        renderCell: ({ row }) => <Ltr>{format.date(row.payDate)}</Ltr>,
      },
      {
        field: 'contractors',
        headerName: header('achFiles.column.contractors'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => row.items.map((item) => item.contractorName).join(', '),
      },
      {
        field: 'deposits',
        headerName: header('achFiles.column.deposits'),
        width: 130,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => deposits(row).length,
        renderCell: ({ row }) => format.number(deposits(row).length),
      },
      {
        field: 'netCents',
        headerName: header('achFiles.column.netPay'),
        width: 140,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <MoneyDisplay cents={row.netCents} />,
      },
    ];
    // The server orders the list; sorting one page in the browser would mislead.
    return columns.map((column) => ({ ...column, sortable: false }));
  }, [intl, format]);
  const ids = useMemo(() => new Set(selection.keys()), [selection]);
  return (
    <ServerDataGrid<ContractorPayment>
      ariaLabel={intl.formatMessage({ id: 'achFiles.create.contractorPayments' })}
      columns={columns}
      queryKey={achFileKeys.approvedContractorPayments()}
      fetchPage={approvedContractorPaymentPageFetcher}
      pageSize={APPROVED_CONTRACTOR_PAYMENTS_PAGE_SIZE}
      pageSizeOptions={[APPROVED_CONTRACTOR_PAYMENTS_PAGE_SIZE, 50, 100]}
      emptyMessageId="achFiles.create.contractorEmpty"
      errorMessageId="achFiles.error.approvedContractors"
      wrapCells
      selection={{ ids, onChange }}
    />
  );
}
