import type { CompanyEmployee } from '@paydesk/contracts';
import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { ServerDataGrid } from '@web/shared/ui/data-grid/server-data-grid';
import { Ltr } from '@web/shared/ui/ltr';
import { employeeKeys, type EmployeeListFilters } from '../api/employee-keys';
import { EMPLOYEES_PAGE_SIZE, employeePageFetcher } from '../api/list-employees';
import { usePayGroups } from '../api/list-pay-groups';
import { EmployeeStatusChip } from './employee-status-chip';

type Props = { companyId: string; filters: EmployeeListFilters };

export const profilePath = (companyId: string, employeeId: string) =>
  `/company/${companyId}/employee-management/profile/${employeeId}`;

/** The company's employees as a server-paginated table (25 a page); a row opens the profile. */
export function EmployeeGrid({ companyId, filters }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const navigate = useNavigate();
  const payGroups = usePayGroups(companyId);
  const fetchPage = useMemo(() => employeePageFetcher(companyId, filters), [companyId, filters]);
  const columns = useMemo<GridColDef<CompanyEmployee>[]>(() => {
    const header = (id: string) => intl.formatMessage({ id });
    const groupName = (id: string | null) =>
      payGroups.data?.find((group) => group.id === id)?.name ??
      (id ? '' : header('employees.payGroup.none'));
    const columns: GridColDef<CompanyEmployee>[] = [
      {
        field: 'name',
        headerName: header('employees.column.name'),
        flex: 2,
        minWidth: 180,
        valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
        renderCell: ({ row, value }) => (
          <Link
            component={RouterLink}
            to={profilePath(companyId, row.id)}
            underline="hover"
            onClick={(event) => event.stopPropagation()}
          >
            {String(value)}
          </Link>
        ),
      },
      {
        field: 'email',
        headerName: header('employees.column.email'),
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => <Ltr>{row.email}</Ltr>,
      },
      {
        field: 'jobTitle',
        headerName: header('employees.column.jobTitle'),
        flex: 1,
        minWidth: 140,
        valueFormatter: (value: string | null) => value ?? '',
      },
      {
        field: 'status',
        headerName: header('employees.column.status'),
        width: 140,
        renderCell: ({ row }) => <EmployeeStatusChip status={row.status} />,
      },
      {
        field: 'hireDate',
        headerName: header('employees.column.hireDate'),
        width: 140,
        valueFormatter: (value: string | null) => (value ? format.date(value) : ''),
      },
      {
        field: 'payGroupId',
        headerName: header('employees.column.payGroup'),
        flex: 1,
        minWidth: 140,
        valueFormatter: (value: string | null) => groupName(value),
      },
    ];
    // The server orders the list; sorting one page in the browser would mislead.
    return columns.map((column) => ({ ...column, sortable: false }));
  }, [intl, format, payGroups.data, companyId]);
  return (
    <ServerDataGrid<CompanyEmployee>
      // A new search or filter starts again from the first page.
      key={JSON.stringify(filters)}
      ariaLabel={intl.formatMessage({ id: 'employees.list.title' })}
      columns={columns}
      queryKey={employeeKeys.list(companyId, filters)}
      fetchPage={fetchPage}
      pageSize={EMPLOYEES_PAGE_SIZE}
      pageSizeOptions={[EMPLOYEES_PAGE_SIZE, 50, 100]}
      emptyMessageId="employees.list.empty"
      errorMessageId="employees.error.list"
      onRowClick={(row) => void navigate(profilePath(companyId, row.id))}
    />
  );
}
