import type { ContractorListItem } from '@paydesk/contracts';
import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ServerDataGrid } from '@web/shared/ui/data-grid/server-data-grid';
import { contractorKeys, type ContractorListFilters } from '../api/contractor-keys';
import { CONTRACTOR_PAGE_SIZE, contractorPageFetcher } from '../api/list-contractors';
import { contractorPath } from '../model/paths';
import { BackupWithholdingChip, ContractorStatusChip, TinText } from './contractor-chips';

type Props = { companyId: string; filters: ContractorListFilters };

/** The company's contractors, a server page at a time; a row opens the profile. */
export function ContractorGrid({ companyId, filters }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const fetchPage = useMemo(() => contractorPageFetcher(companyId, filters), [companyId, filters]);
  const columns = useMemo<GridColDef<ContractorListItem>[]>(() => {
    const header = (id: string) => intl.formatMessage({ id });
    const columns: GridColDef<ContractorListItem>[] = [
      {
        field: 'displayName',
        headerName: header('contractors.column.name'),
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={contractorPath(companyId, row.id)}
            underline="hover"
            onClick={(event) => event.stopPropagation()}
          >
            <bdi>{row.displayName}</bdi>
          </Link>
        ),
      },
      {
        field: 'type',
        headerName: header('contractors.column.type'),
        width: 130,
        valueGetter: (_value, row) => header(`contractors.type.${row.type}`),
      },
      {
        field: 'tinMasked',
        headerName: header('contractors.column.tin'),
        width: 150,
        renderCell: ({ row }) => <TinText masked={row.tinMasked} />,
      },
      {
        field: 'paymentMethod',
        headerName: header('contractors.column.paymentMethod'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => header(`contractors.paymentMethod.${row.paymentMethod}`),
      },
      {
        field: 'backupWithholding',
        headerName: header('contractors.column.backupWithholding'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <BackupWithholdingChip applies={row.backupWithholding} />,
      },
      {
        field: 'status',
        headerName: header('contractors.column.status'),
        width: 120,
        renderCell: ({ row }) => <ContractorStatusChip status={row.status} />,
      },
    ];
    // The server orders the list; sorting one page in the browser would mislead.
    return columns.map((column) => ({ ...column, sortable: false }));
  }, [intl, companyId]);
  return (
    <ServerDataGrid<ContractorListItem>
      // A new search or filter starts again from the first page.
      key={JSON.stringify(filters)}
      ariaLabel={intl.formatMessage({ id: 'contractors.list.title' })}
      columns={columns}
      queryKey={contractorKeys.list(companyId, filters)}
      fetchPage={fetchPage}
      pageSize={CONTRACTOR_PAGE_SIZE}
      pageSizeOptions={[CONTRACTOR_PAGE_SIZE, 50, 100]}
      emptyMessageId={
        filters.q || filters.status ? 'contractors.list.noMatch' : 'contractors.list.empty'
      }
      errorMessageId="contractors.error.list"
      onRowClick={(row) => void navigate(contractorPath(companyId, row.id))}
    />
  );
}
