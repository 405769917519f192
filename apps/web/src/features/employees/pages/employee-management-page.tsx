import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { ListFiltersBar } from '@web/shared/ui/list-filters/list-filters-bar';
import { useListFilters } from '@web/shared/ui/list-filters/use-list-filters';
import { PageHeader } from '@web/shared/ui/page-header';
import { EmployeeGrid } from '../components/employee-grid';
import { statusOptions } from '../model/options';

const filterLabelIds = {
  search: 'employees.list.search',
  status: 'employees.list.status',
  allStatuses: 'employees.list.allStatuses',
};

/** company/{id}/employee-management: the company's employees; search, filter, add one. */
export function EmployeeManagementPage() {
  const companyId = useParams().companyId ?? '';
  const [filters, changeFilters] = useListFilters();
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
      <ListFiltersBar
        filters={filters}
        onChange={changeFilters}
        statusOptions={statusOptions}
        labelIds={filterLabelIds}
      />
      <EmployeeGrid companyId={companyId} filters={filters} />
    </>
  );
}
