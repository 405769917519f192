import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useEffect } from 'react';
import { StatCard } from '@web/features/companies';
import { useNotify } from '@web/shared/notify';
import { useOverdueDepositCount } from '../../api/tax-deposits';

/** The administrator's count of companies with a federal tax deposit past its due date. */
export function OverdueDepositsStat() {
  const notify = useNotify();
  const count = useOverdueDepositCount();
  const { isError, error } = count;
  useEffect(() => {
    if (isError) notify.failure(error, 'taxFilings.dashboard.error.overdueCount');
  }, [isError, error, notify]);
  return (
    <StatCard
      labelId="taxFilings.dashboard.overdueCompanies"
      value={count.data ?? 0}
      to="/companies?status=active"
      icon={ReportProblemIcon}
      color="warning"
      testId="stat-overdue-tax-deposits"
    />
  );
}
