import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/shared/ui/page-header';
import type { CompanyListFilters } from '../api/company-keys';
import { CompanyGrid } from '../components/company-grid';
import { CompanyListFiltersBar } from '../components/company-list-filters';
import { CreateCompanyDialog } from '../components/create-company-dialog';

/** Administrators' list of companies: search, status filter, paging, and creating one. */
export function CompanyListPage() {
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  // The filters live in the address so the dashboard can link to a filtered list.
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const filters = useMemo(() => ({ search, status }), [search, status]);
  const changeFilters = useCallback(
    (next: CompanyListFilters) => {
      const query = new URLSearchParams();
      if (next.search.trim()) query.set('search', next.search.trim());
      if (next.status) query.set('status', next.status);
      setParams(query, { replace: true });
    },
    [setParams],
  );
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
      <CompanyListFiltersBar filters={filters} onChange={changeFilters} />
      <CompanyGrid filters={filters} />
      <CreateCompanyDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
