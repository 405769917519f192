import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ListFiltersBar } from '@web/shared/ui/list-filters/list-filters-bar';
import { useListFilters } from '@web/shared/ui/list-filters/use-list-filters';
import { PageHeader } from '@web/shared/ui/page-header';
import { CompanyGrid } from '../components/company-grid';
import { CreateCompanyDialog } from '../components/create-company-dialog';
import { statusOptions } from '../model/options';

const filterLabelIds = {
  search: 'companies.list.search',
  status: 'companies.list.status',
  allStatuses: 'companies.list.allStatuses',
};

/** Administrators' list of companies: search, status filter, paging, and creating one. */
export function CompanyListPage() {
  const [creating, setCreating] = useState(false);
  // The filters live in the address so the dashboard can link to a filtered list.
  const [filters, changeFilters] = useListFilters();
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="companies.list.title" />}
        subtitle={<FormattedMessage id="companies.list.subtitle" />}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            <FormattedMessage id="companies.create.open" />
          </Button>
        }
      />
      <ListFiltersBar
        filters={filters}
        onChange={changeFilters}
        statusOptions={statusOptions}
        labelIds={filterLabelIds}
      />
      <CompanyGrid filters={filters} />
      <CreateCompanyDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
