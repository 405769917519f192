import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '@web/shared/ui/page-header';
import { PayStubGrid } from '../components/pay-stub-grid';
import { myPayStubPath } from '../model/pay-stub-paths';

type Props = { companyId: string | null; employeeId: string | null; employeeName: string };

/** /employee/pay-stubs: the employee's own stubs, to open and download (never to void). */
export function MyPayStubsPage({ companyId, employeeId, employeeName }: Props) {
  const owner = useMemo(
    () => (companyId && employeeId ? { companyId, employeeId } : null),
    [companyId, employeeId],
  );
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="payStubs.self.title" />}
        subtitle={<FormattedMessage id="payStubs.self.subtitle" />}
      />
      {owner ? (
        <PayStubGrid
          owner={owner}
          canVoid={false}
          employeeName={employeeName}
          stubPath={myPayStubPath}
        />
      ) : (
        <FormattedMessage id="payStubs.self.noEmployee" />
      )}
    </>
  );
}
