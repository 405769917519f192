import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PayStubView } from '../components/pay-stub-view';
import { profilePayStubsPath } from '../model/pay-stub-paths';

/** company/{id}/employee-management/profile/{employeeId}/pay-stubs/{stubId}: the employer's view. */
export function CompanyPayStubPage() {
  const { companyId = '', employeeId = '', stubId = '' } = useParams();
  const owner = useMemo(() => ({ companyId, employeeId }), [companyId, employeeId]);
  return (
    <PayStubView
      owner={owner}
      stubId={stubId}
      listPath={profilePayStubsPath(companyId, employeeId)}
    />
  );
}
