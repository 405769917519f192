import { FormattedMessage } from 'react-intl';
import { PageHeader } from '@web/shared/ui/page-header';
import { EmployeeBankAccountsPanel } from '../components/employee-bank-accounts-panel';

type Props = { companyId: string | null; employeeId: string | null };

/** /employee/bank-accounts: the employee's own deposit accounts (the session names them). */
export function MyBankAccountsPage({ companyId, employeeId }: Props) {
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="bankAccounts.self.title" />}
        subtitle={<FormattedMessage id="bankAccounts.self.subtitle" />}
      />
      {companyId && employeeId ? (
        <EmployeeBankAccountsPanel companyId={companyId} employeeId={employeeId} />
      ) : (
        <FormattedMessage id="bankAccounts.self.noEmployee" />
      )}
    </>
  );
}
