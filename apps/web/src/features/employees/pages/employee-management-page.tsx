import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@web/shared/ui/page-header';
import type { EmployeeListFilters } from '../api/employee-keys';
import { EmployeeGrid } from '../components/employee-grid';
import { EmployeeListFiltersBar } from '../components/employee-list-filters';

/** company/{id}/employee-management: the company's employees; search, filter, add one. */
export function EmployeeManagementPage() {
  const companyId = useParams().companyId ?? '';
  const [params, setParams] = useSearchParams();
  // The filters live in the address, so a filtered list can be linked to and survives a reload.
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const filters = useMemo(() => ({ q, status }), [q, status]);
  const changeFilters = useCallback(
    (next: EmployeeListFilters) => {
      const query = new URLSearchParams();
      if (next.q.trim()) query.set('q', next.q.trim());
      if (next.status) query.set('status', next.status);
      setParams(query, { replace: true });
    },
    [setParams],
  );
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="employees.list.title" />}
        subtitle={<FormattedMessage id="employees.list.subtitle" />}
        actions={
          <Button
            component={RouterLink}
            to={`/company/${companyId}/add-employee`}
            variant="contained"
            startIcon={<PersonAddIcon />}
          >
            <FormattedMessage id="employees.list.add" />
          </Button>
        }
      />
      <EmployeeListFiltersBar filters={filters} onChange={changeFilters} />
      <EmployeeGrid companyId={companyId} filters={filters} />
    </>
  );
}
