import { achFileName, type AchFile } from '@paydesk/contracts';
import { Box } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { ServerDataGrid } from '@web/shared/ui/data-grid/server-data-grid';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { achFileKeys } from '../api/ach-file-keys';
import { ACH_FILES_PAGE_SIZE, achFilePageFetcher } from '../api/list-ach-files';
import { DownloadAchIcon } from './download-ach-icon';

/** The stored ACH files, newest first, a page at a time from the server, each downloadable. */
export function AchFileGrid() {
  const intl = useIntl();
  const format = useFormatters();
  const columns = useMemo<GridColDef<AchFile>[]>(() => {
    const header = (id: string) => intl.formatMessage({ id });
    const count = (field: 'payrolls' | 'entryCount', id: string, value: (row: AchFile) => number) =>
      ({
        field,
        headerName: header(id),
        width: 90,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => value(row),
        renderCell: ({ row }) => format.number(value(row)),
      }) satisfies GridColDef<AchFile>;
    const money = (field: 'totalCreditCents' | 'totalDebitCents', id: string) =>
      ({
        field,
        headerName: header(id),
        width: 125,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <MoneyDisplay cents={row[field]} />,
      }) satisfies GridColDef<AchFile>;
    const columns: GridColDef<AchFile>[] = [
      {
        field: 'id',
        headerName: header('achFiles.column.file'),
        flex: 1,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Box
            component="span"
            title={achFileName(row.id)}
            sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}
          >
            <Ltr>{achFileName(row.id)}</Ltr>
          </Box>
        ),
      },
      {
        field: 'createdAt',
        headerName: header('achFiles.column.createdAt'),
        width: 190,
        renderCell: ({ row }) => <Ltr>{format.dateTime(row.createdAt)}</Ltr>,
      },
      count('payrolls', 'achFiles.column.payrolls', (row) => row.payrollIds.length),
      count('entryCount', 'achFiles.column.entries', (row) => row.entryCount),
      money('totalCreditCents', 'achFiles.column.credit'),
      money('totalDebitCents', 'achFiles.column.debit'),
      {
        field: 'effectiveEntryDate',
        headerName: header('achFiles.column.effectiveDate'),
        width: 130,
        renderCell: ({ row }) => <Ltr>{format.date(row.effectiveEntryDate)}</Ltr>,
      },
      {
        field: 'actions',
        headerName: header('achFiles.column.actions'),
        width: 90,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => <DownloadAchIcon fileId={row.id} />,
      },
    ];
    // The server orders the list; sorting one page in the browser would mislead.
    return columns.map((column) => ({ ...column, sortable: false }));
  }, [intl, format]);
  return (
    <ServerDataGrid<AchFile>
      ariaLabel={intl.formatMessage({ id: 'achFiles.list.title' })}
      columns={columns}
      queryKey={achFileKeys.list()}
      fetchPage={achFilePageFetcher}
      pageSize={ACH_FILES_PAGE_SIZE}
      pageSizeOptions={[ACH_FILES_PAGE_SIZE, 50, 100]}
      emptyMessageId="achFiles.list.empty"
      errorMessageId="achFiles.error.list"
      wrapCells
    />
  );
}
