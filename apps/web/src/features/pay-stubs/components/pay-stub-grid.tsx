import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { PAY_STUB_PAGE_SIZE } from '@paydesk/contracts';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import type { PageFetcher } from '@web/shared/ui/data-grid/fetch-page';
import { ServerDataGrid } from '@web/shared/ui/data-grid/server-data-grid';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { payStubPageFetcher } from '../api/list-pay-stubs';
import { payStubKeys, type StubOwner } from '../api/pay-stub-keys';
import { payStubRows, type PayStubRow } from '../model/pay-stub-rows';
import { PayStubRowActions } from './pay-stub-row-actions';
import { PayStubStatusChips } from './pay-stub-status-chips';
import { usePayStubDownload } from './use-pay-stub-download';
import { VoidPaymentDialog, type VoidTarget } from './void-payment-dialog';

type Props = {
  owner: StubOwner;
  /** Offers Void payment (administrators and owners). */
  canVoid: boolean;
  /** Named in the void confirmation. */
  employeeName: string;
  /** Where a stub opens. */
  stubPath: (stubId: string) => string;
};

/** An employee's pay stubs, newest first, 12 a page from the server; a row opens the stub. */
export function PayStubGrid({ owner, canVoid, employeeName, stubPath }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const navigate = useNavigate();
  const download = usePayStubDownload(owner);
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const fetchPage = useMemo<PageFetcher<PayStubRow>>(() => {
    const fetchItems = payStubPageFetcher(owner);
    return async (request) => {
      const fetched = await fetchItems(request);
      return {
        ...fetched,
        page: { ...fetched.page, items: payStubRows(fetched.page.items, canVoid) },
      };
    };
  }, [owner, canVoid]);
  const columns = useMemo<GridColDef<PayStubRow>[]>(() => {
    const header = (id: string) => intl.formatMessage({ id });
    const money = (field: 'grossCents' | 'netPayCents', id: string) =>
      ({
        field,
        headerName: header(id),
        width: 140,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <MoneyDisplay cents={row[field]} />,
      }) satisfies GridColDef<PayStubRow>;
    const columns: GridColDef<PayStubRow>[] = [
      {
        field: 'payDate',
        headerName: header('payStubs.column.payDate'),
        width: 140,
        renderCell: ({ row }) => <Ltr>{format.date(row.payDate)}</Ltr>,
      },
      {
        field: 'periodEnd',
        headerName: header('payStubs.column.period'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <FormattedMessage
            id="payStubs.periodRange"
            values={{
              start: <Ltr>{format.date(row.periodStart)}</Ltr>,
              end: <Ltr>{format.date(row.periodEnd)}</Ltr>,
            }}
          />
        ),
      },
      money('grossCents', 'payStubs.column.gross'),
      money('netPayCents', 'payStubs.column.net'),
      {
        field: 'status',
        headerName: header('payStubs.column.status'),
        width: 200,
        renderCell: ({ row }) => <PayStubStatusChips badges={row.badges} />,
      },
      {
        field: 'actions',
        headerName: header('payStubs.column.actions'),
        width: 140,
        renderCell: ({ row }) => (
          <PayStubRowActions
            row={row}
            downloading={download.isPending}
            onOpen={(stub) => void navigate(stubPath(stub.id))}
            onDownload={(stub) => download.start(stub.id)}
            onVoid={setVoiding}
          />
        ),
      },
    ];
    // The server orders the list; sorting one page in the browser would mislead.
    return columns.map((column) => ({
      ...column,
      sortable: false,
      disableColumnMenu: column.field === 'actions',
    }));
  }, [intl, format, download, navigate, stubPath]);
  return (
    <>
      <ServerDataGrid<PayStubRow>
        ariaLabel={intl.formatMessage({ id: 'payStubs.list.title' })}
        columns={columns}
        queryKey={[...payStubKeys.list(owner), canVoid]}
        fetchPage={fetchPage}
        pageSize={PAY_STUB_PAGE_SIZE}
        pageSizeOptions={[PAY_STUB_PAGE_SIZE, 24, 48]}
        emptyMessageId="payStubs.list.empty"
        errorMessageId="payStubs.error.list"
        onRowClick={(row) => void navigate(stubPath(row.id))}
      />
      <VoidPaymentDialog
        owner={owner}
        employeeName={employeeName}
        stub={voiding}
        onClose={() => setVoiding(null)}
      />
    </>
  );
}
