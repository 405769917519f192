import PaymentsIcon from '@mui/icons-material/Payments';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { contractorStatuses } from '@paydesk/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { optionsOf } from '@web/shared/forms/options';
import { ListFiltersBar } from '@web/shared/ui/list-filters/list-filters-bar';
import { useListFilters } from '@web/shared/ui/list-filters/use-list-filters';
import { PageHeader } from '@web/shared/ui/page-header';
import { ContractorDialog } from '../components/contractor-dialog';
import { ContractorGrid } from '../components/contractor-grid';
import { contractorPath, payContractorsPath } from '../model/paths';

const statusOptions = optionsOf(contractorStatuses, 'contractors.status');
const filterLabelIds = {
  search: 'contractors.list.search',
  status: 'contractors.list.status',
  allStatuses: 'contractors.list.allStatuses',
};

/** company/{id}/contractors: the company's contractors; search, filter, add one, pay them. */
export function ContractorsPage() {
  const companyId = useParams().companyId ?? '';
  const navigate = useNavigate();
  const [filters, changeFilters] = useListFilters();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="contractors.list.title" />}
        subtitle={<FormattedMessage id="contractors.list.subtitle" />}
        actions={
          <>
            <Button
              component={RouterLink}
              to={payContractorsPath(companyId)}
              startIcon={<PaymentsIcon />}
            >
              <FormattedMessage id="contractors.pay.open" />
            </Button>
            <Button
              variant="contained"
              startIcon={<PersonAddIcon />}
              onClick={() => setAdding(true)}
            >
              <FormattedMessage id="contractors.create.open" />
            </Button>
          </>
        }
      />
      <ListFiltersBar
        filters={filters}
        onChange={changeFilters}
        statusOptions={statusOptions}
        labelIds={filterLabelIds}
      />
      <ContractorGrid companyId={companyId} filters={filters} />
      {adding && (
        <ContractorDialog
          companyId={companyId}
          onClose={() => setAdding(false)}
          onCreated={(created) => void navigate(contractorPath(companyId, created.id))}
        />
      )}
    </>
  );
}
