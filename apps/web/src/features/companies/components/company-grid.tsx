import type { CompanyListItem } from '@paydesk/contracts';
import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ServerDataGrid } from '@web/shared/ui/data-grid/server-data-grid';
import { companyKeys, type CompanyListFilters } from '../api/company-keys';
import { COMPANIES_PAGE_SIZE, companyPageFetcher } from '../api/list-companies';
import { CompanyStatusChip } from './company-status-chip';

/** The companies as a server-paginated table (20 a page); a row opens the company. */
export function CompanyGrid({ filters }: { filters: CompanyListFilters }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const fetchPage = useMemo(() => companyPageFetcher(filters), [filters]);
  const columns = useMemo<GridColDef<CompanyListItem>[]>(() => {
    const header = (id: string) => intl.formatMessage({ id });
    const columns: GridColDef<CompanyListItem>[] = [
      {
        field: 'name',
        headerName: header('companies.field.name'),
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/company/${row.id}`}
            underline="hover"
            onClick={(event) => event.stopPropagation()}
          >
            {row.name}
          </Link>
        ),
      },
      {
        field: 'status',
        headerName: header('companies.field.status'),
        width: 150,
        renderCell: ({ row }) => <CompanyStatusChip status={row.status} />,
      },
      {
        field: 'federalEin',
        headerName: header('companies.field.federalEin'),
        width: 140,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      {
        field: 'employeeCount',
        headerName: header('companies.field.employeeCount'),
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => intl.formatNumber(value),
      },
      {
        field: 'createdAt',
        headerName: header('companies.field.createdAt'),
        width: 160,
        valueFormatter: (value: string) => intl.formatDate(value, { dateStyle: 'medium' }),
      },
    ];
    // The server orders by name; sorting one page in the browser would mislead.
    return columns.map((column) => ({ ...column, sortable: false }));
  }, [intl]);
  return (
    <ServerDataGrid<CompanyListItem>
      // A new search or filter starts again from the first page.
      key={JSON.stringify(filters)}
      ariaLabel={intl.formatMessage({ id: 'companies.list.title' })}
      columns={columns}
      queryKey={companyKeys.list(filters)}
      fetchPage={fetchPage}
      pageSize={COMPANIES_PAGE_SIZE}
      pageSizeOptions={[COMPANIES_PAGE_SIZE, 50, 100]}
      emptyMessageId="companies.list.empty"
      errorMessageId="companies.error.list"
      showServerDetail
      onRowClick={(row) => void navigate(`/company/${row.id}`)}
    />
  );
}
