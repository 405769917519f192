import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { PageHeader } from '@web/shared/ui/page-header';
import { PayStubView } from '../components/pay-stub-view';
import { MY_PAY_STUBS_PATH } from '../model/pay-stub-paths';

type Props = { companyId: string | null; employeeId: string | null };

/** /employee/pay-stubs/{stubId}: the employee's own stub (the session names them). */
export function MyPayStubPage({ companyId, employeeId }: Props) {
  const { stubId = '' } = useParams();
  const owner = useMemo(
    () => (companyId && employeeId ? { companyId, employeeId } : null),
    [companyId, employeeId],
  );
  if (!owner) {
    return (
      <>
        <PageHeader title={<FormattedMessage id="payStubs.view.title" />} />
        <FormattedMessage id="payStubs.self.noEmployee" />
      </>
    );
  }
  return <PayStubView owner={owner} stubId={stubId} listPath={MY_PAY_STUBS_PATH} />;
}
